import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { MediaS3Config } from '#server/config.ts'
import type { MediaStore, StoredKey, StoredMediaFile } from './media-store.ts'

/** Same as /media answers: a key never names other bytes, so caches may keep a file a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Keys are random hex and files `{width}.webp`; anything else is a caller's bug. */
const safeName = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * Media on an S3-compatible object store (AWS S3, Cloudflare R2, MinIO,
 * DigitalOcean Spaces, Backblaze B2): `{prefix}{key}/{fileName}` in one bucket.
 * The bucket stays private; shoppers get the files through our own /media route.
 */
export async function s3MediaStore(config: MediaS3Config): Promise<MediaStore> {
  // Loaded here, not at the top: a shop on the local disk would otherwise pay the
  // SDK's ~200 ms and memory at every start (a bundler hoists static imports).
  const sdk = await import('@aws-sdk/client-s3')
  const client = new sdk.S3Client(clientOptions(config))
  const { bucket, prefix } = config
  const folder = (key: string) => `${prefix}${checked(key)}/`
  const objectKey = (key: string, fileName: string) => `${folder(key)}${checked(fileName)}`

  return {
    async put(key, fileName, bytes, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key, fileName),
          Body: bytes,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      )
    },

    async open(key, fileName): Promise<StoredMediaFile | null> {
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key, fileName) }),
        )
        if (!res.Body) return null
        const stream = res.Body.transformToWebStream() as ReadableStream<Uint8Array>
        if (res.ContentLength === undefined) {
          // The route sends Content-Length; a provider that omits it is misbehaving.
          await stream.cancel()
          throw new Error(`The object store sent ${objectKey(key, fileName)} without a length`)
        }
        return { stream, size: res.ContentLength }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },

    async removeAll(key) {
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: folder(key),
            ContinuationToken: token,
          }),
        )
        // One DeleteObject per file rather than DeleteObjects: since SDK 3.729 the
        // batch call carries a CRC32 instead of the Content-MD5 that B2, older MinIO
        // and others still demand. A key holds at most three files.
        const names = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []))
        await Promise.all(
          names.map((name) =>
            client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: name })),
          ),
        )
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },

    async listKeys(keyPrefix, { from, limit }): Promise<StoredKey[]> {
      // Objects are listed in name order, so a key's files come together; one more key
      // than asked is read, so the last one kept has all its files behind it.
      const keys = new Map<string, Date>()
      let token: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${keyPrefix}`,
            StartAfter: from === undefined ? undefined : `${prefix}${from}`,
            ContinuationToken: token,
            MaxKeys: Math.min(1000, limit + 1),
          }),
        )
        for (const object of page.Contents ?? []) {
          const [key, fileName] = (object.Key ?? '').slice(prefix.length).split('/')
          // Only `{key}/{file}` names are ours; anything else in the bucket is left alone.
          if (!key || !fileName || !safeName.test(key)) continue
          const modifiedAt = object.LastModified ?? new Date(0)
          const seen = keys.get(key)
          if (!seen || seen < modifiedAt) keys.set(key, modifiedAt)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token && keys.size <= limit)
      return [...keys].slice(0, limit).map(([key, modifiedAt]) => ({ key, modifiedAt }))
    },
  }
}

/** The SDK client's settings. Secrets go to the SDK only, never to a log. */
function clientOptions(config: MediaS3Config): S3ClientConfig {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // A stalled store must not hold an upload (or a shopper's image) open for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  }
  if (config.credentials) options.credentials = config.credentials
  if (config.endpoint) {
    options.endpoint = config.endpoint
    // Other providers do not all know the checksum headers the SDK adds by default
    // for AWS; send and check them only where the operation requires one.
    options.requestChecksumCalculation = 'WHEN_REQUIRED'
    options.responseChecksumValidation = 'WHEN_REQUIRED'
  }
  return options
}

function checked(name: string): string {
  if (!safeName.test(name)) throw new Error(`Refusing a media name: ${name}`)
  return name
}

function isNotFound(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  // A missing bucket is a setup fault to report, not an image that is not there.
  if (e.name === 'NoSuchBucket') return false
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}
