import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { uploadedImageSchema } from '#shared/schemas/admin-catalog-views.ts'
import { makeImageVariants } from './image-variants.ts'
import { saveMediaAsset, toUploadedImage } from './media-assets.ts'
import { MediaStoreUnavailable } from './media-store.ts'
import { readUploadedFile } from './read-upload.ts'

/**
 * `POST /api/admin/media` (multipart, field `file`): staff upload a PNG, JPEG or GIF
 * of at most 5 MB; it is checked by its bytes, stored as WebP variants and answered
 * as an `UploadedImage`. Anything refused leaves no file and no record behind.
 */
export function mediaUploadRoutes(deps: AppDeps) {
  const docs = documented({
    summary: 'Upload a product or content image (multipart field `file`)',
    tags: ['media'],
    answers: { 201: uploadedImageSchema },
  })
  return new Hono<AppEnv>().use(requireStaff(deps)).post('/', docs, async (c) => {
    const file = await readUploadedFile(c.req.raw)
    const variants = await makeImageVariants(file)
    try {
      const asset = await saveMediaAsset(deps, variants, c.get('staff').id)
      return c.json(toUploadedImage(asset), 201)
    } catch (err) {
      if (!(err instanceof MediaStoreUnavailable)) throw err
      // The operator needs the provider's own words; staff need to know to try again.
      deps.logger.error({ err: err.cause }, 'the media store refused an upload')
      throw new AppError(
        503,
        'service_unavailable',
        'Images cannot be saved right now. Please try again in a few minutes.',
      )
    }
  })
}
