import sharp from 'sharp'
import type { TestApp } from '#server/test/test-app.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'

/** Test pictures made on the spot, in the formats staff upload. */
export function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 160, g: 40, b: 50 } } })
}

/** Random pixels: compresses badly, so a cut-off file really misses image data. */
export function noisyImage(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
}

/**
 * A tiny GIF declaring `width` x `height` pixels: what a "GIF bomb" looks like.
 * Header, logical screen, a two-colour table, one image descriptor, a few bytes of
 * LZW data and the trailer.
 */
export function gifDeclaring(width: number, height: number): Buffer {
  const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff]
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...le16(width),
    ...le16(height),
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c,
    ...le16(0),
    ...le16(0),
    ...le16(width),
    ...le16(height),
    0,
    2,
    2,
    0x44,
    0x01,
    0,
    0x3b,
  ])
}

export async function upload(
  t: TestApp,
  bytes: Uint8Array,
  {
    cookie,
    name = 'photo.png',
    type = 'image/png',
  }: { cookie?: string; name?: string; type?: string },
) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
  return t.request('/api/admin/media', {
    method: 'POST',
    body: form,
    ...(cookie ? { cookie } : {}),
  })
}

export async function uploadOk(t: TestApp, bytes: Uint8Array, cookie: string) {
  const res = await upload(t, bytes, { cookie })
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as UploadedImage
}
