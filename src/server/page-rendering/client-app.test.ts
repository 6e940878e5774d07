import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAppRoutes, type ShellRenderer } from './client-app.ts'

let dir: string
let app: ReturnType<typeof clientAppRoutes>
const html = '<!doctype html><title>Prime Cuts</title><div id="root"></div>'
const js = 'console.log("storefront")'.repeat(20)
const serviceWorker = 'self.addEventListener("install", () => {})'.repeat(10)

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-client-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  fs.writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html))
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js)
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js))
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  fs.writeFileSync(path.join(dir, 'sw.js'), serviceWorker)
  fs.writeFileSync(path.join(dir, 'sw.js.br'), brotliCompressSync(serviceWorker))
  fs.writeFileSync(path.join(dir, 'workbox-dac11a47.js'), 'self.workbox = {}')
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Prime Cuts' }))
  app = clientAppRoutes(dir)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('serving the built client', () => {
  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toMatch(/javascript/)
  })

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = await app.request('/assets/index-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(js)
  })

  it('serves other files with a short cache', async () => {
    const res = await app.request('/favicon.svg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends the service worker and its Workbox runtime revalidated on every load, never kept a year', async () => {
    for (const file of ['/sw.js', '/workbox-dac11a47.js']) {
      const res = await app.request(file, { headers: { 'accept-encoding': 'br' } })
      expect(res.status, file).toBe(200)
      expect(res.headers.get('cache-control'), file).toBe('no-cache')
      expect(res.headers.get('content-type'), file).toMatch(/javascript/)
    }
    // Precompressed like any script, still revalidated.
    const br = await app.request('/sw.js', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
  })

  it('sends the web app manifest as application/manifest+json, revalidated on every load', async () => {
    const res = await app.request('/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.json()).toEqual({ name: 'Prime Cuts' })
  })

  it('answers client routes with the page shell, always revalidated', async () => {
    for (const route of ['/', '/admin', '/admin/login', '/admin/users']) {
      const res = await app.request(route)
      expect(res.status, route).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(html)
    }
  })

  it('answers unknown pages with the shell and a 404 status, so the app shows its not-found page', async () => {
    const res = await app.request('/no-such-page', { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect((await app.request('/admin/not-a-section')).status).toBe(404)
  })
})

describe('serving a page-specific shell', () => {
  const seen: string[] = []
  const renderShell: ShellRenderer = async (c, shell) => {
    seen.push(c.req.path)
    if (c.req.path === '/product/404') return { status: 404 }
    if (c.req.path === '/about') return undefined
    return {
      status: 200,
      html: shell.replace('<title>Prime Cuts</title>', '<title>Ribeye</title>'),
    }
  }
  const rendered = html.replace('<title>Prime Cuts</title>', '<title>Ribeye</title>')
  const routes = () => clientAppRoutes(dir, { renderShell })

  it('compresses the rendered shell on the fly: brotli, else gzip, else plain', async () => {
    const app = routes()
    const br = await app.request('/product/1', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('no-cache')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(rendered)

    const gz = await app.request('/product/1', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(rendered)

    const plain = await app.request('/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(rendered)
  })

  it('sends the built shell with the status the renderer decides', async () => {
    const app = routes()
    const missing = await app.request('/product/404', { headers: { 'accept-encoding': 'br' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-encoding')).toBe('br')
    // Nothing rendered (say, the database is down): the built shell, as before.
    const fallback = await app.request('/about')
    expect(fallback.status).toBe(200)
    expect(await fallback.text()).toBe(html)
  })

  it('asks for pages, never for files, and an unknown page stays a 404 whatever it renders', async () => {
    seen.length = 0
    const app = routes()
    await app.request('/favicon.svg')
    await app.request('/assets/index-abc123.js')
    expect(seen).toEqual([])
    // Rendered, so the shopper sees the shop's not-found page, but never as a 200.
    const unknown = await app.request('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(rendered)
    expect(seen).toEqual(['/no-such-page'])
  })
})
