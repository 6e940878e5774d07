import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { mediaAssets } from '#server/db/schema/catalog.ts'
import { appStartLoaderCspSource } from '#server/page-rendering/deferred-app-start.ts'
import { solidImage, upload, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Files and headers (docs/architecture.md §3): path tricks against /media and the built
 * client, non-images sent as uploads, and security headers on every kind of answer.
 * Already covered, not repeated: a renamed .exe, WebP, 5 MB limits, a truncated PNG,
 * a GIF bomb and a few /media path tricks (media/media-upload.api.test.ts); headers
 * on an API answer (http/http-base.api.test.ts).
 *
 * Path tricks go over a real socket: `app.request()` would normalise `..` and `%2e`
 * in the URL before the app saw them, hiding exactly what an attacker sends.
 */
const CANARY = 'canary-secret-outside-the-client-folder'
let t: TestApp
let root: string
let server: ReturnType<typeof serve>
let port: number
let editor: string

beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
  // The built client in root/client, and a secret beside it that must never be served.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-websec-'))
  fs.mkdirSync(path.join(root, 'client', 'assets'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'client', 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(path.join(root, 'client', 'assets', 'app-abc123.js'), 'console.log(1)')
  fs.writeFileSync(path.join(root, 'secret.txt'), CANARY)
  const app = createApp(t.deps, { clientDir: path.join(root, 'client') })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** GET with the path sent byte for byte as written. */
function rawGet(
  target: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          body: Buffer.concat(chunks).toString('latin1'),
          headers: res.headers,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const storedKeys = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])
const assetCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets))[0]!.n

describe('path traversal', () => {
  it('never serves a file outside the media and client folders, and answers 4xx', async () => {
    const { mediaKey } = await uploadOk(t, await solidImage(64, 64).png().toBuffer(), editor)
    const tricks = [
      '/media/../../etc/passwd',
      '/media/../secret.txt',
      `/media/${mediaKey}/../../../secret.txt`,
      '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd/64.webp',
      `/media/${mediaKey}/..%2f..%2f..%2fsecret.txt`,
      `/media/${mediaKey}/%252e%252e%252fsecret.txt`,
      '/media/..\\..\\etc\\passwd',
      `/media/${mediaKey}/..%5c..%5csecret.txt`,
      `/media/${mediaKey}/64.webp%00.html`,
      `/media/${mediaKey}%00/64.webp`,
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd/64.webp',
      `/media/${mediaKey}/%2fetc%2fpasswd`,
      '/media/C:%5cWindows%5cwin.ini/64.webp',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..\\..\\secret.txt',
      '/assets/%5c..%5c..%5csecret.txt',
      '/assets/app-abc123.js%00.html',
      '//etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]
    for (const target of tricks) {
      const res = await rawGet(target)
      expect(res.status, target).toBeGreaterThanOrEqual(400)
      expect(res.status, target).toBeLessThan(500)
      expect(res.body, target).not.toContain(CANARY)
      expect(res.body, target).not.toMatch(/root:.*:0:0:/)
    }
    // The real file is still served, so the refusals above were not a broken server.
    expect((await rawGet(`/media/${mediaKey}/64.webp`)).status).toBe(200)
    expect((await rawGet('/assets/app-abc123.js')).status).toBe(200)
  })
})

describe('uploads that are not images', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
  const refused: Array<[string, Uint8Array, { name: string; type: string }]> = [
    [
      'HTML named .png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      { name: 'a.png', type: 'image/png' },
    ],
    [
      'HTML as itself',
      Buffer.from('<html><body onload=alert(1)>'),
      { name: 'a.html', type: 'text/html' },
    ],
    ['SVG with a script', Buffer.from(svg), { name: 'a.svg', type: 'image/svg+xml' }],
    ['SVG named .png', Buffer.from(svg), { name: 'a.png', type: 'image/png' }],
    [
      'GIF/JavaScript polyglot',
      Buffer.from('GIF89a/*\x00\x00*/=1;alert(1)//'),
      { name: 'a.gif', type: 'image/gif' },
    ],
    ['zero bytes', new Uint8Array(0), { name: 'a.png', type: 'image/png' }],
    ['text with an image type', Buffer.from('just text'), { name: 'a.jpg', type: 'image/jpeg' }],
  ]
  for (const [label, bytes, file] of refused) {
    it(`refuses ${label} with 415 or 422 and stores nothing`, async () => {
      const before = storedKeys()
      const count = await assetCount()
      const res = await upload(t, bytes, { cookie: editor, ...file })
      expect([415, 422], label).toContain(res.status)
      expect(storedKeys()).toEqual(before)
      expect(await assetCount()).toBe(count)
    })
  }

  it('re-encodes a real image carrying HTML, whatever its name and declared type', async () => {
    const png = await solidImage(40, 40).png().toBuffer()
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')])
    const res = await upload(t, polyglot, {
      cookie: editor,
      name: '../../evil.html',
      type: 'text/html',
    })
    expect(res.status).toBe(201)
    const { variants } = (await res.json()) as { variants: { url: string }[] }
    const served = await rawGet(variants[0]!.url)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.body).not.toContain('<script')
    // Stored under its random key only: nothing named after the upload, nowhere else.
    for (const key of storedKeys()) expect(key).toMatch(/^[a-f0-9]{32}$/)
    expect(fs.existsSync(path.join(t.mediaDir, '..', 'evil.html'))).toBe(false)
  })
})

describe('security headers', () => {
  it('sends them on HTML, media, assets, errors and API answers alike', async () => {
    const { variants } = await uploadOk(t, await solidImage(32, 32).png().toBuffer(), editor)
    const answers = [
      '/',
      '/products',
      '/no-such-page',
      variants[0]!.url,
      '/media/x/1.webp',
      '/assets/app-abc123.js',
      '/api/health',
      '/api/no-such-thing',
      '/robots.txt',
    ]
    for (const target of answers) {
      const { headers } = await rawGet(target)
      const csp = String(headers['content-security-policy'])
      expect(csp, target).toContain("frame-ancestors 'none'")
      // Our own files, and the one inline script of a rendered page by its hash
      // (decision 0069): never 'unsafe-inline' or 'unsafe-eval'.
      expect(csp, target).toContain(`script-src 'self' ${appStartLoaderCspSource};`)
      expect(csp, target).toContain("object-src 'none'")
      expect(headers['x-content-type-options'], target).toBe('nosniff')
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], target).toBe('DENY')
    }
  })
})
