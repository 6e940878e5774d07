import path from 'node:path'
import type { Logger } from 'pino'
import type { Config } from '#server/config.ts'
import { localMediaStore } from './local-media-store.ts'
import type { MediaStore } from './media-store.ts'
import { s3MediaStore } from './s3-media-store.ts'

/**
 * The media store the server uses: the S3-compatible bucket when MEDIA_S3_BUCKET is
 * set (needed once several processes serve the shop), otherwise DATA_DIR/media.
 */
export async function mediaStoreFromConfig(
  config: Pick<Config, 'dataDir' | 'mediaS3'>,
  logger?: Logger,
): Promise<MediaStore> {
  const s3 = config.mediaS3
  if (!s3) {
    const folder = path.join(config.dataDir, 'media')
    // Only this machine sees these files: with several processes behind a proxy, an
    // image uploaded through one would be missing from the others.
    logger?.info(
      { folder },
      'media on the local disk (set MEDIA_S3_BUCKET when several processes serve the shop)',
    )
    return localMediaStore(folder)
  }
  // Where, never with what credentials: the keys stay out of the log.
  logger?.info(
    { bucket: s3.bucket, endpoint: s3.endpoint ?? 'AWS S3', prefix: s3.prefix, region: s3.region },
    'media on an object store',
  )
  return s3MediaStore(s3)
}
