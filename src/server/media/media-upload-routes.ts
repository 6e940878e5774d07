import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env'
import { AppError } from '../http/errors'
import { requireStaff } from '../http/require-staff'
import { makeImageVariants } from './image-variants'
import { saveMediaAsset, toUploadedImage } from './media-assets'
import { MediaStoreUnavailable } from './media-store'
import { readUploadedFile } from './read-upload'

/**
 * `POST /api/admin/media` (multipart, field `file`): staff upload a PNG, JPEG or GIF
 * of at most 5 MB; it is checked by its bytes, stored as WebP variants and answered
 * as an `UploadedImage`. Anything refused leaves no file and no record behind.
 */
export function mediaUploadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireStaff(deps)).post('/', async (c) => {
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
