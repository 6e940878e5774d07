import fs from 'node:fs'
import type Sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { solidImage, upload } from '#tests/support/fixtures/media-test-images.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * An upload's format is read from its first bytes before any image decoder runs
 * (issue 14, finding 8): sharp (libvips, librsvg, poppler...) never parses a file that
 * does not start like a PNG, JPEG or GIF. Every call into sharp is counted here.
 */
const decoder = vi.hoisted(() => ({ calls: 0 }))
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof Sharp }).default
  const counted = new Proxy(real, {
    apply(target, self, args) {
      decoder.calls += 1
      return Reflect.apply(target, self, args)
    },
  })
  return { default: counted }
})

let t: TestApp
let editor: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())
beforeEach(() => {
  decoder.calls = 0
})

const storedKeys = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])

/** "Billion laughs": a few hundred bytes of XML that expand to gigabytes when parsed. */
const svgBomb = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY a "lollollollollollollollollollol">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
  <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
  <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
]>
<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><text>&f;</text></svg>`

const notImages: [string, Buffer, string][] = [
  ['an SVG (an XML entity bomb)', Buffer.from(svgBomb), 'beef.svg'],
  [
    'a PDF',
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    'beef.pdf',
  ],
  [
    'a ZIP renamed .png',
    Buffer.concat([Buffer.from('504b030414000000080000000000', 'hex'), Buffer.alloc(64)]),
    'beef.png',
  ],
  [
    'HTML renamed .png',
    Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    'beef.png',
  ],
  [
    'an SVG renamed .png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    'beef.png',
  ],
]

describe('an upload whose first bytes are not a PNG, JPEG or GIF', () => {
  it.each(notImages)('refuses %s with 415 before any decoder sees it', async (_, bytes, name) => {
    const before = storedKeys()
    const res = await upload(t, bytes, { cookie: editor, name, type: 'image/png' })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'Please choose a PNG, JPEG or GIF image.' },
    })
    expect(decoder.calls).toBe(0)
    expect(storedKeys()).toEqual(before)
  })
})

describe('an upload that starts like an image', () => {
  it('reaches the decoder (the count above would see it)', async () => {
    const png = await solidImage(40, 30).png().toBuffer()
    decoder.calls = 0
    const res = await upload(t, png, { cookie: editor })
    expect(res.status).toBe(201)
    expect(decoder.calls).toBeGreaterThan(0)
  })
})
