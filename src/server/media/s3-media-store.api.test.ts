import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { mediaAssets, productImages } from '#server/db/schema/catalog.ts'
import { addProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { solidImage, upload, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import {
  S3RVER_ACCESS_KEY_ID,
  type S3ServerProcess,
  startS3Server,
} from '#tests/support/processes/s3-server-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { sweepOrphanMedia } from './media-cleanup.ts'
import type { MediaStore } from './media-store.ts'
import { s3MediaStore } from './s3-media-store.ts'

// The object store as main.ts builds it from the environment, against a real
// S3-compatible server (s3rver) running as a process of its own.
let s3: S3ServerProcess
let t: TestApp
let store: MediaStore
let admin: string
beforeAll(async () => {
  s3 = await startS3Server('shop-media')
  t = await createTestApp(s3.mediaEnv('media'))
  store = t.deps.media
  admin = (await t.signIn('admin')).cookie
})
afterAll(async () => {
  await t?.close()
  await s3?.remove()
})

const bytesOf = (text: string) => new TextEncoder().encode(text)
async function read(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
const assetCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets))[0]!.n
const namesUnder = async (key: string) =>
  (await s3.names()).filter((n) => n.startsWith(`media/${key}/`))

describe('the S3 media store', () => {
  it('keeps a file under {prefix}{key}/{file} and gives the same bytes back', async () => {
    const bytes = bytesOf('not really a webp, but bytes all the same')
    await store.put('a1b2', '320.webp', bytes, 'image/webp')
    expect(await s3.object('media/a1b2/320.webp')).toEqual({
      bytes,
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
    expect((await s3.names()).filter((n) => n.startsWith('media/e5f6'))).toEqual([
      'media/e5f6a/1280.webp',
      'media/e5f6a/320.webp',
      'media/e5f6a/640.webp',
    ])
    expect(await store.open('e5f6', '320.webp')).toBeNull()
    await expect(store.removeAll('e5f6')).resolves.toBeUndefined()
  })

  it('reports a missing bucket or refused credentials instead of "no such file"', async () => {
    const settings = loadConfig(s3.mediaEnv()).mediaS3!
    const wrongBucket = await s3MediaStore({ ...settings, bucket: 'other' })
    await expect(wrongBucket.open('a1b2', '320.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    })
    const wrongKey = await s3MediaStore({
      ...settings,
      credentials: { accessKeyId: `not-${S3RVER_ACCESS_KEY_ID}`, secretAccessKey: 'x' },
    })
    await expect(wrongKey.open('a1b2', '320.webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    })
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
    expect(await namesUnder(image.mediaKey)).toEqual([
      `media/${image.mediaKey}/1280.webp`,
      `media/${image.mediaKey}/320.webp`,
      `media/${image.mediaKey}/640.webp`,
    ])
    const res = await t.request(`/media/${image.mediaKey}/320.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const served = new Uint8Array(await res.arrayBuffer())
    expect(served).toEqual((await s3.object(`media/${image.mediaKey}/320.webp`))!.bytes)
    expect(res.headers.get('content-length')).toBe(String(served.byteLength))
    const head = await t.request(`/media/${image.mediaKey}/640.webp`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect((await t.request(`/media/${image.mediaKey}/999.webp`)).status).toBe(404)
    expect((await t.request(`/media/${'0'.repeat(32)}/320.webp`)).status).toBe(404)
  })

  it('answers 503 for /media while the store is down, in a way no cache keeps', async () => {
    const image = await uploadOk(t, await solidImage(400, 300).png().toBuffer(), admin)
    await s3.kill()
    try {
      const down = await t.request(`/media/${image.mediaKey}/320.webp`)
      expect(down.status).toBe(503)
      expect(down.headers.get('cache-control')).toBe('no-store')
    } finally {
      await s3.restart()
    }
    // Back with the store: nothing was lost, nothing needs restarting.
    expect((await t.request(`/media/${image.mediaKey}/320.webp`)).status).toBe(200)
  })

  it('answers 503 to an upload while the store is down, leaving no file and no record', async () => {
    const namesBefore = await s3.names()
    const assetsBefore = await assetCount()
    const png = await solidImage(2000, 1000).png().toBuffer()
    await s3.kill()
    let res: Response
    try {
      res = await upload(t, png, { cookie: admin })
    } finally {
      await s3.restart()
    }
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Images cannot be saved right now. Please try again in a few minutes.',
      },
    })
    expect(await s3.names()).toEqual(namesBefore)
    expect(await assetCount()).toBe(assetsBefore)
  })

  it('removes the files already stored when the store fails part-way through an upload', async () => {
    const namesBefore = await s3.names()
    const assetsBefore = await assetCount()
    // The real bucket keeps the first variant, then refuses the next (as a provider
    // failing through the SDK's retries would); a killed s3rver cannot be timed to
    // fall between two files of one upload and be back for the clean-up.
    const real = t.deps.media
    let puts = 0
    t.deps.media = {
      ...real,
      put: (...args) =>
        ++puts === 1 ? real.put(...args) : Promise.reject(new Error('InternalError (500)')),
    }
    try {
      const res = await upload(t, await solidImage(2000, 1000).png().toBuffer(), { cookie: admin })
      expect(res.status).toBe(503)
    } finally {
      t.deps.media = real
    }
    expect(puts).toBe(2)
    expect(await s3.names()).toEqual(namesBefore)
    expect(await assetCount()).toBe(assetsBefore)
  })

  it('lets the orphan sweep remove abandoned uploads from the bucket, keeping attached ones', async () => {
    const abandoned = await uploadOk(t, await solidImage(500, 400).png().toBuffer(), admin)
    const attached = await uploadOk(t, await solidImage(500, 400).png().toBuffer(), admin)
    const product = await addProduct(t, { name: 'S3 Orphan Check' })
    await t.db.insert(productImages).values({
      productId: product.id,
      position: 0,
      url: attached.url,
      mediaKey: attached.mediaKey,
    })
    t.setNow(new Date(Date.now() + 25 * 60 * 60 * 1000))
    try {
      await sweepOrphanMedia(t.deps)
    } finally {
      t.setNow(undefined)
    }
    expect(await namesUnder(abandoned.mediaKey)).toEqual([])
    expect(
      await t.db.select().from(mediaAssets).where(eq(mediaAssets.key, abandoned.mediaKey)),
    ).toEqual([])
    expect(await namesUnder(attached.mediaKey)).toEqual([
      `media/${attached.mediaKey}/320.webp`,
      `media/${attached.mediaKey}/500.webp`,
    ])
    expect((await t.request(attached.variants[0]!.url)).status).toBe(200)
    expect((await t.request(abandoned.variants[0]!.url)).status).toBe(404)
  })
})
