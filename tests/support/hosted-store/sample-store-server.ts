import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { SAMPLE_STORE_ID, sampleStoreApp } from '#server/hosted-store/sample-store-app.ts'

export interface StandInBehaviour {
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number
  /** Answer every call with this failure instead. */
  failWith?: 404 | 500 | 'html' | 'invalid-json'
}

/**
 * The sample store as a real local HTTP server, for tests of the client over the
 * network: it can be slow, fail, or answer HTML; `hits` lists the paths asked for.
 */
export async function startSampleStoreServer(initial: StandInBehaviour = {}) {
  let behaviour = { ...initial }
  const hits: string[] = []
  let inFlight = 0
  const sample = sampleStoreApp()
  const app = new Hono().all('*', async (c) => {
    const url = new URL(c.req.url)
    hits.push(`${url.pathname}${url.search}`)
    inFlight += 1
    try {
      return await answer(c.req.raw)
    } finally {
      inFlight -= 1
    }
  })
  async function answer(request: Request) {
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs))
    if (behaviour.failWith === 'html') {
      return new Response('<!doctype html><html><body><h1>Please wait…</h1></body></html>', {
        headers: { 'content-type': 'text/html' },
      })
    }
    if (behaviour.failWith === 'invalid-json') {
      // A 200 that promises JSON and breaks off (a truncated or mangled answer).
      return new Response('{"product": {"id": "prod_1", "title": ', {
        headers: { 'content-type': 'application/json' },
      })
    }
    if (behaviour.failWith === 404)
      return Response.json({ message: 'Product not found' }, { status: 404 })
    if (behaviour.failWith === 500)
      return Response.json({ message: 'database on fire' }, { status: 500 })
    return sample.fetch(request)
  }
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    storeId: SAMPLE_STORE_ID,
    hits,
    /** Requests still being answered (a test waits for these before the next one). */
    inFlight: () => inFlight,
    /** Changes how the next calls are answered. */
    set(next: StandInBehaviour) {
      behaviour = { ...next }
    },
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
