import { randomBytes } from 'node:crypto'
import type { AppDeps } from '#server/app-env.ts'
import { mediaVariantUrl } from '#shared/media.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import type { ImageVariant } from './image-variants.ts'
import { insertMediaAsset, type MediaAssetRow } from './media-repo.ts'
import { MediaStoreUnavailable } from './media-store.ts'

export const variantFileName = (width: number) => `${width}.webp`

export function mediaVariants(key: string, widths: readonly number[]) {
  return widths.map((width) => ({ width, url: mediaVariantUrl(key, width) }))
}

export function toUploadedImage(row: MediaAssetRow): UploadedImage {
  const variants = mediaVariants(row.key, row.variantWidths)
  return {
    mediaKey: row.key,
    url: variants[variants.length - 1]!.url,
    width: row.width,
    height: row.height,
    variants,
  }
}

/**
 * Stores the variants under a new random key and records the asset. When any step
 * fails the files already written are removed again: nothing half-stored remains.
 */
export async function saveMediaAsset(
  deps: Pick<AppDeps, 'db' | 'media' | 'logger' | 'now'>,
  variants: readonly ImageVariant[],
  uploadedBy: number | null,
): Promise<MediaAssetRow> {
  const key = randomBytes(16).toString('hex')
  const widest = variants[variants.length - 1]!
  try {
    for (const v of variants) {
      await deps.media
        .put(key, variantFileName(v.width), v.bytes, 'image/webp')
        .catch((err: unknown) => {
          throw new MediaStoreUnavailable(err)
        })
    }
    return await insertMediaAsset(deps.db, {
      key,
      width: widest.width,
      height: widest.height,
      variantWidths: variants.map((v) => v.width),
      bytes: variants.reduce((sum, v) => sum + v.bytes.byteLength, 0),
      uploadedBy,
      createdAt: deps.now(),
    })
  } catch (err) {
    await deps.media
      .removeAll(key)
      .catch((cleanupErr) =>
        deps.logger.error({ err: cleanupErr, key }, 'removing a failed upload failed'),
      )
    throw err
  }
}
