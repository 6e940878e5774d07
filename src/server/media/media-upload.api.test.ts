import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaAssets } from '#server/db/schema/catalog.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import {
  gifDeclaring,
  noisyImage,
  pngDeclaring,
  solidImage,
  upload,
  uploadOk,
} from '#tests/support/fixtures/media-test-images.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { IMAGE_JOBS_RETRY_AFTER_SECONDS, runImageJob } from './image-jobs.ts'

let t: TestApp
let editor: string
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const storedKeys = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])
const assetCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets))[0]!.n

/** A refused upload leaves the media folder and the table exactly as they were. */
async function expectRefused(res: Response, status: number, message: string, before: string[]) {
  expect(res.status).toBe(status)
  expect((await res.json()).error.message).toBe(message)
  expect(storedKeys()).toEqual(before)
  expect(await assetCount()).toBe(before.length)
}

async function fetchVariant(url: string) {
  const res = await t.request(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/webp')
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  return sharp(Buffer.from(await res.arrayBuffer())).metadata()
}

describe('uploading images', () => {
  it('turns a PNG into WebP variants up to 1280 wide that /media serves for a year', async () => {
    const png = await solidImage(2000, 1000).png().toBuffer()
    const image = await uploadOk(t, png, editor)
    expect(image.mediaKey).toMatch(/^[a-f0-9]{32}$/)
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280])
    expect(image).toMatchObject({ width: 1280, height: 640, url: image.variants[2]!.url })
    for (const variant of image.variants) {
      const meta = await fetchVariant(variant.url)
      expect(meta).toMatchObject({ format: 'webp', width: variant.width })
    }
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.key, image.mediaKey))
    expect(row).toMatchObject({ width: 1280, height: 640, variantWidths: [320, 640, 1280] })
    expect(row!.uploadedBy).not.toBeNull()
  })

  it('never enlarges: a small image gets one variant at its own width', async () => {
    const image = await uploadOk(t, await solidImage(200, 150).png().toBuffer(), admin)
    expect(image.variants.map((v) => v.width)).toEqual([200])
    expect(image).toMatchObject({ width: 200, height: 150 })
    const mid = await uploadOk(t, await solidImage(1000, 500).png().toBuffer(), admin)
    expect(mid.variants.map((v) => v.width)).toEqual([320, 640, 1000])
  })

  it('turns a JPEG upright per its EXIF orientation and strips its metadata', async () => {
    // Stored 200x100, shown rotated 90° (orientation 6): upright it is 100 wide, 200 high.
    const jpeg = await solidImage(200, 100)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const image = await uploadOk(t, jpeg, editor)
    expect(image).toMatchObject({ width: 100, height: 200 })
    const meta = await fetchVariant(image.url)
    expect(meta).toMatchObject({ width: 100, height: 200 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it('keeps the first frame of an animated GIF and answers HEAD without a body', async () => {
    const frames = await Promise.all(
      [solidImage(700, 350), noisyImage(700, 350)].map((f) => f.png().toBuffer()),
    )
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(2)
    const image = await uploadOk(t, gif, editor)
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 700])
    expect(image.height).toBe(350)
    const meta = await fetchVariant(image.url)
    expect(meta).toMatchObject({ width: 700, height: 350 })
    expect(meta.pages ?? 1).toBe(1)
    const head = await t.request(image.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/webp')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })
})

describe('refusing uploads', () => {
  it('asks shoppers to sign in and stores nothing', async () => {
    const before = storedKeys()
    const res = await upload(t, await solidImage(50, 50).png().toBuffer(), {})
    expect(res.status).toBe(401)
    expect(storedKeys()).toEqual(before)
  })

  it('refuses a program renamed .png by its bytes (415)', async () => {
    const before = storedKeys()
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 7)])
    const res = await upload(t, exe, { cookie: editor, name: 'beef.png', type: 'image/png' })
    await expectRefused(res, 415, 'Please choose a PNG, JPEG or GIF image.', before)
  })

  it('refuses an image format outside PNG, JPEG and GIF (415)', async () => {
    const before = storedKeys()
    const webp = await solidImage(100, 100).webp().toBuffer()
    const res = await upload(t, webp, { cookie: editor, name: 'beef.png' })
    await expectRefused(res, 415, 'Please choose a PNG, JPEG or GIF image.', before)
  })

  it('refuses 50 MB with 413 without reading it all', async () => {
    const before = storedKeys()
    const res = await upload(t, Buffer.alloc(50 * 1024 * 1024, 1), { cookie: editor })
    await expectRefused(res, 413, 'Please select an image smaller than 5MB.', before)
  })

  it('refuses a body declared over the limit before reading it', async () => {
    const before = storedKeys()
    const res = await t.request('/api/admin/media', {
      method: 'POST',
      cookie: editor,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(6 * 1024 * 1024),
      },
      body: '--x--',
    })
    await expectRefused(res, 413, 'Please select an image smaller than 5MB.', before)
  })

  it('refuses a file just over 5 MB', async () => {
    const before = storedKeys()
    const res = await upload(t, Buffer.alloc(5 * 1024 * 1024 + 1, 1), { cookie: editor })
    await expectRefused(res, 413, 'Please select an image smaller than 5MB.', before)
  })

  it('refuses a truncated PNG as unreadable (422)', async () => {
    const before = storedKeys()
    const png = await noisyImage(400, 400).png().toBuffer()
    const res = await upload(t, png.subarray(0, Math.floor(png.length / 2)), { cookie: editor })
    await expectRefused(res, 422, 'This file is not a readable image.', before)
  })

  it('refuses a GIF declaring 900 megapixels without decoding it', async () => {
    const before = storedKeys()
    const res = await upload(t, gifDeclaring(30_000, 30_000), { cookie: editor, name: 'a.gif' })
    expect(res.status).toBe(422)
    expect(storedKeys()).toEqual(before)
    expect(await assetCount()).toBe(before.length)
  })

  it("keeps staff's 40-megapixel cap, above a proof of payment's 12", async () => {
    // 13 MP passes the cap (then fails to decode: the header has one row of pixels).
    const thirteen = await upload(t, pngDeclaring(3000, 4334), { cookie: editor })
    expect((await thirteen.json()).error.message).toBe('This file is not a readable image.')
    const fortyTwo = await upload(t, pngDeclaring(7000, 6000), { cookie: editor })
    expect(fortyTwo.status).toBe(422)
    expect((await fortyTwo.json()).error.message).toMatch(/at most 40 megapixels/)
  })

  it('answers 503 with Retry-After while the image queue is full (issue 29)', async () => {
    const before = storedKeys()
    let release!: () => void
    const busy = new Promise<void>((resolve) => {
      release = resolve
    })
    // Shoppers' proofs being decoded, two at once and four in line.
    const held = Array.from({ length: 6 }, () => runImageJob(() => busy))
    try {
      const res = await upload(t, await solidImage(50, 50).png().toBuffer(), { cookie: editor })
      expect(res.headers.get('retry-after')).toBe(String(IMAGE_JOBS_RETRY_AFTER_SECONDS))
      await expectRefused(
        res,
        503,
        'The shop is busy processing pictures. Please try again in a moment.',
        before,
      )
    } finally {
      release()
      await Promise.all(held)
    }
  })

  it('asks for a file when the field is missing', async () => {
    const form = new FormData()
    form.append('other', 'x')
    const res = await t.request('/api/admin/media', { method: 'POST', body: form, cookie: editor })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({ file: 'Choose an image to upload.' })
  })
})

describe('serving media', () => {
  let image: UploadedImage
  beforeAll(async () => {
    image = await uploadOk(t, await solidImage(400, 300).png().toBuffer(), editor)
  })

  it('answers a plain 404 for unknown keys, other file names and path tricks', async () => {
    const key = image.mediaKey
    const paths = [
      `/media/${'0'.repeat(32)}/400.webp`,
      `/media/${key}/999.webp`,
      `/media/${key}/400.png`,
      `/media/${key}/..%2F..%2Fetc%2Fpasswd`,
      `/media/${key.toUpperCase()}/400.webp`,
      '/media/../package.json/400.webp',
    ]
    for (const p of paths) {
      const res = await t.request(p)
      expect(res.status, p).toBe(404)
      expect(res.headers.get('content-type') ?? '', p).not.toContain('json')
    }
  })

  it('keeps each key in its own folder of the media directory', () => {
    const files = fs.readdirSync(path.join(t.mediaDir, image.mediaKey))
    expect(files).toEqual(['320.webp', '400.webp'])
  })
})
