import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import { buildAppInto, spawnBuiltServerWithoutNodeEnv } from '#tests/support/processes/built-app.ts'
import {
  freshServerData,
  type ServerData,
  type ServerProcess,
  stopServer,
  waitForHealth,
} from '#tests/support/processes/server-process.ts'

/**
 * Issue 29, 'Safety that depends on NODE_ENV fails open': `node dist/server/main.js`
 * started by hand, without NODE_ENV, rendered pages with React's development server
 * build, which writes a failed part's error message and stack (file paths included)
 * into the HTML, and the page cache kept that HTML for everyone. The built render is
 * React's production build whatever NODE_ENV says, and a page with a failed part is
 * never kept.
 */
let appDir: string
let data: ServerData
let store: Awaited<ReturnType<typeof startSampleStoreServer>>
let server: ServerProcess

beforeAll(async () => {
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-built-'))
  const [main, stand] = await Promise.all([
    // The hosted store's product card and details throw while rendering: the part of
    // a page that shows one fails on the server.
    buildAppInto(appDir, { failingParts: true }),
    startSampleStoreServer(),
    freshServerData('meatshop-built').then((fresh) => {
      data = fresh
    }),
  ])
  store = stand
  server = await spawnBuiltServerWithoutNodeEnv(main, data, {
    HOSTED_STORE_URL: store.url,
    HOSTED_STORE_ID: store.storeId,
  })
  await waitForHealth(server)
}, 240_000)

afterAll(async () => {
  if (server) await stopServer(server)
  await store?.close()
  await data?.remove()
  fs.rmSync(appDir, { recursive: true, force: true })
})

const page = async (url: string) => {
  const res = await fetch(`${server.base}${url}`)
  return { res, html: await res.text() }
}

describe('the built server started without NODE_ENV', () => {
  it("renders with React's production build: a failed part goes out without its error or stack", async () => {
    const { items } = (await (await fetch(`${server.base}/api/hosted/products`)).json()) as {
      items: { id: string }[]
    }
    const { res, html } = await page(`/store/${encodeURIComponent(items[0]!.id)}`)
    expect(res.status).toBe(200)
    // The part the browser renders itself: React's mark for it is there ...
    expect(html).toContain('<!--$!-->')
    // ... without the development build's message, stack and component stack.
    expect(html).not.toMatch(/data-(?:msg|stck|cstck)=/)
    expect(html).not.toContain('node_modules')
    expect(html).not.toContain('a part that fails on the server')
  })

  it('never keeps a page with a failed part: the next shopper gets it rendered again', async () => {
    const first = await page('/store')
    expect(first.html).toContain('<!--$!-->')
    const next = await page('/store')
    // A kept page goes out with its ETag; this one was rendered again.
    expect(next.res.headers.get('etag')).toBeNull()
    expect(server.output()).toContain('page not kept in the cache')
  })

  it("serves the API's description and its reference page from the bundled server (decision 0085)", async () => {
    const res = await fetch(`${server.base}/api/openapi.json`)
    expect(res.status).toBe(200)
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/api/catalog/products')
    const docs = await page('/api/docs')
    expect(docs.res.status).toBe(200)
    expect(docs.html).toContain('/api/docs/start.js')
  })
})
