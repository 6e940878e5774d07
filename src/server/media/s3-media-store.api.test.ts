import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mediaAssets } from '../db/schema/catalog'
import { createTestApp, type TestApp } from '../test/test-app'
import type { MediaStore } from './media-store'
import { solidImage, upload, uploadOk } from './media-test-images'
import { s3MediaStore } from './s3-media-store'
import { type FakeS3, startFakeS3 } from './test/fake-s3-server'

// The object store as main.ts builds it from the environment, against a local stand-in.
let s3: FakeS3
let t: TestApp
let store: MediaStore
let admin: string
beforeAll(async () => {
  // Pages of two, so removing a key's three files has to follow a continuation.
  s3 = await startFakeS3({ bucket: 'shop-media', accessKeyId: 'test-key-id', pageSize: 2 })
  t = await createTestApp({
    MEDIA_S3_BUCKET: 'shop-media',
    MEDIA_S3_ENDPOINT: s3.url,
    MEDIA_S3_REGION: 'auto',
    MEDIA_S3_ACCESS_KEY_ID: 'test-key-id',
    MEDIA_S3_SECRET_ACCESS_KEY: 'test-secret',
    MEDIA_S3_PREFIX: 'media',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  })
  store = t.deps.media
  admin = (await t.signIn('admin')).cookie
})
afterEach(() => s3.setFault(undefined))
afterAll(async () => {
  await t.close()
  await s3.close()
})

const bytesOf = (text: string) => new TextEncoder().encode(text)
async function read(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
const assetCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets))[0]!.n

describe('the S3 media store', () => {
  it('keeps a file under {prefix}{key}/{file} and gives the same bytes back', async () => {
    const bytes = bytesOf('not really a webp, but bytes all the same')
    await store.put('a1b2', '320.webp', bytes, 'image/webp')
    expect(s3.objects.get('media/a1b2/320.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
    const file = await store.open('a1b2', '320.webp')
    expect(file?.size).toBe(bytes.byteLength)
    expect(await read(file!.stream)).toEqual(bytes)
  })

  it('answers null for a file or key that is not there', async () => {
    await store.put('c3d4', '320.webp', bytesOf('x'), 'image/webp')
    expect(await store.open('c3d4', '640.webp')).toBeNull()
    expect(await store.open('never-stored', '320.webp')).toBeNull()
  })

  it('removes every file under a key, and nothing under another key', async () => {
    for (const width of [320, 640, 1280]) {
      await store.put('e5f6', `${width}.webp`, bytesOf(`e5f6 ${width}`), 'image/webp')
      // A key that starts with the other's name must survive: the folder ends in "/".
      await store.put('e5f6a', `${width}.webp`, bytesOf(`e5f6a ${width}`), 'image/webp')
    }
    await store.removeAll('e5f6')
    expect(s3.names().filter((n) => n.startsWith('media/e5f6'))).toEqual([
      'media/e5f6a/1280.webp',
      'media/e5f6a/320.webp',
      'media/e5f6a/640.webp',
    ])
    expect(await store.open('e5f6', '320.webp')).toBeNull()
    await expect(store.removeAll('e5f6')).resolves.toBeUndefined()
  })

  it('reports a missing bucket or refused credentials instead of "no such file"', async () => {
    const settings = {
      region: 'auto',
      endpoint: s3.url,
      credentials: { accessKeyId: 'test-key-id', secretAccessKey: 'test-secret' },
      prefix: '',
      forcePathStyle: true,
    }
    const wrongBucket = await s3MediaStore({ ...settings, bucket: 'other' })
    await expect(wrongBucket.open('a1b2', '320.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    })
    const wrongKey = await s3MediaStore({
      ...settings,
      bucket: 'shop-media',
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'test-secret' },
    })
    await expect(wrongKey.open('a1b2', '320.webp')).rejects.toMatchObject({ name: 'AccessDenied' })
  })

  it('refuses a name that could reach outside its key', async () => {
    await expect(store.put('..', 'x.webp', bytesOf('x'), 'image/webp')).rejects.toThrow(
      /Refusing a media name/,
    )
    await expect(store.open('a1b2', '../c3d4')).rejects.toThrow(/Refusing a media name/)
  })
})

describe('uploads through the app with the S3 store', () => {
  it('stores the WebP variants in the bucket and serves them from /media for a year', async () => {
    const image = await uploadOk(t, await solidImage(2000, 1000).png().toBuffer(), admin)
    const names = s3.names().filter((n) => n.startsWith(`media/${image.mediaKey}/`))
    expect(names).toEqual([
      `media/${image.mediaKey}/1280.webp`,
      `media/${image.mediaKey}/320.webp`,
      `media/${image.mediaKey}/640.webp`,
    ])
    const res = await t.request(`/media/${image.mediaKey}/320.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const served = new Uint8Array(await res.arrayBuffer())
    expect(served).toEqual(s3.objects.get(`media/${image.mediaKey}/320.webp`)!.bytes)
    expect(res.headers.get('content-length')).toBe(String(served.byteLength))
    expect((await t.request(`/media/${image.mediaKey}/999.webp`)).status).toBe(404)
    // While the store is down, /media says so for now, in a way no cache keeps.
    s3.setFault({ method: 'GET', status: 503 })
    const down = await t.request(`/media/${image.mediaKey}/320.webp`)
    expect(down.status).toBe(503)
    expect(down.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 when the store fails mid-upload, leaving no file and no record', async () => {
    const namesBefore = s3.names()
    const assetsBefore = await assetCount()
    // The first variant is stored, then the provider fails (through the SDK's retries).
    s3.setFault({ method: 'PUT', afterOk: 1, status: 500 })
    const png = await solidImage(2000, 1000).png().toBuffer()
    const res = await upload(t, png, { cookie: admin })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Images cannot be saved right now. Please try again in a few minutes.',
      },
    })
    expect(s3.names()).toEqual(namesBefore)
    expect(await assetCount()).toBe(assetsBefore)
  })
})
