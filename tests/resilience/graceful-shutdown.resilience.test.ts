import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import {
  freshServerData,
  type ServerData,
  startServer,
  stopServer,
  withServerDatabase,
} from '#tests/support/processes/server-process.ts'
import { type RawOutcome, rawRequest, tryConnect } from './raw-http.ts'
import {
  addTestProducts,
  behindProxy,
  checkoutBody,
  firstZoneId,
  placeOrder,
  send,
  shopperAddressHeaders,
} from './shop-client.ts'

/**
 * docs/architecture.md §3: on SIGTERM the server stops accepting, finishes requests in flight,
 * closes the database and exits. Under load, on the embedded database (whose clean
 * close is what a restart on the same data proves). The hosted store stand-in answers
 * after 2.5 s, so the hosted reads and checkouts are surely in flight at the signal.
 */
const SLOW_MS = 2_500
/** The sample store's products: four loads the stand-in holds at once (no shared cache entry). */
const HOSTED_IDS = [
  'prod_01JZ8Q6W3KWAGYU',
  'prod_01SAMPLELIEMPO',
  'prod_01SAMPLEPRAWNS',
  'prod_01SAMPLECHICKEN',
]
/** Untracked stock in the sample store: never refused for stock. */
const HOSTED_LINE = {
  kind: 'hosted' as const,
  productId: 'prod_01SAMPLEPRAWNS',
  variantId: 'variant_02A',
  quantity: 1,
}
/** How a request that never reached a closing server may fail: cleanly, at once. */
const CLEAN_REFUSALS = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']

let data: ServerData
let store: Awaited<ReturnType<typeof startSampleStoreServer>>
let zoneId: number
let productId: number

beforeAll(async () => {
  data = await freshServerData('meatshop-sigterm', 'pglite')
  store = await startSampleStoreServer()
  expect(await stopServer(await startServer(data))).toBe(0)
  await withServerDatabase(data, async ({ db }) => {
    zoneId = await firstZoneId(db)
    productId = (await addTestProducts(db, 'Sigterm', 1, 1_000_000))[0]!
  })
})
afterAll(async () => {
  await store?.close()
  await data?.remove()
})

const fullJson = (o: RawOutcome) => {
  if (!o.ok) return o.code
  JSON.parse(o.answer.body) // throws on a cut-off body
  return o.answer.status
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('SIGTERM under load', () => {
  it('finishes requests in flight, refuses new connections, closes keep-alive ones and exits 0', async () => {
    // Checkouts stream in as fast as the server takes them: each is a shopper of its own.
    const env = { HOSTED_STORE_URL: store.url, HOSTED_STORE_ID: store.storeId, ...behindProxy }
    const local = { kind: 'product' as const, productId, unit: 'kg' as const, quantity: 1 }
    const server = await startServer(data, env)
    // A first checkout and read warm the process up (module loading, prepared queries).
    for (let i = 0; i < 3; i++) {
      expect((await placeOrder(server.base, checkoutBody(zoneId, [local], 'term'))).status).toBe(
        201,
      )
      expect((await send(server.base, '/api/catalog/products?sort=price-asc')).status).toBe(200)
    }
    store.set({ delayMs: SLOW_MS })
    const order = (lines: unknown[]) => checkoutBody(zoneId, lines as never, 'term')
    const checkout = (agent: http.Agent, lines: unknown[]) =>
      rawRequest(server.base, agent, '/api/orders', order(lines), {
        headers: shopperAddressHeaders(),
      })

    // Keep-alive connections that are idle when the signal lands.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 6 })
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => rawRequest(server.base, idleAgent, '/api/catalog/products')),
    )
    expect(warm.map(fullJson)).toEqual(Array(6).fill(200))

    // Slow requests, each on its own keep-alive connection: hosted reads and checkouts.
    const slowAgent = new http.Agent({ keepAlive: true })
    const slow = [
      ...HOSTED_IDS.map((id) => rawRequest(server.base, slowAgent, `/api/hosted/products/${id}`)),
      ...Array.from({ length: 4 }, () => checkout(slowAgent, [HOSTED_LINE])),
    ]
    // Quick checkouts and catalog reads in a loop on six keep-alive connections, through
    // the signal, until the server turns them away.
    // Set once a new connection is refused: the server has surely begun to stop.
    let stopping = false
    const streamAgent = new http.Agent({ keepAlive: true, maxSockets: 6 })
    const streamed: { outcome: RawOutcome; afterSignal: boolean }[] = []
    const stream = async (s: number) => {
      for (let i = 0; ; i++) {
        const afterSignal = stopping
        const outcome = await (i % 2 === s % 2
          ? checkout(streamAgent, [local])
          : rawRequest(server.base, streamAgent, '/api/catalog/products?sort=price-asc'))
        streamed.push({ outcome, afterSignal })
        if (!outcome.ok) return
      }
    }
    const streams = Promise.all(Array.from({ length: 6 }, (_, s) => stream(s)))

    // Signal once the slow ones are held by the stand-in and the streams are flowing.
    const ready = () => store.inFlight() === HOSTED_IDS.length && streamed.length >= 12
    for (let i = 0; i < 400 && !ready(); i++) await sleep(10)
    expect(store.inFlight()).toBe(HOSTED_IDS.length)
    expect(streamed.filter((s) => s.outcome.ok).length).toBeGreaterThanOrEqual(12)
    const signalledAt = performance.now()
    server.child.kill('SIGTERM')

    // A new connection is refused while the slow requests are still being answered.
    let refused = ''
    for (let i = 0; i < 100 && refused !== 'ECONNREFUSED'; i++) {
      refused = await tryConnect(server.port)
      if (refused !== 'ECONNREFUSED') await sleep(20)
    }
    expect(refused).toBe('ECONNREFUSED')
    stopping = true
    expect(server.child.exitCode).toBeNull()

    // Requests on connections that were idle: answered with Connection: close, or the
    // socket is closed; never left waiting.
    const late = await Promise.all(
      Array.from({ length: 6 }, () => rawRequest(server.base, idleAgent, '/api/catalog/products')),
    )
    for (const outcome of late) {
      if (outcome.ok) expect(outcome.answer.connection).toBe('close')
      expect([200, ...CLEAN_REFUSALS]).toContain(fullJson(outcome))
    }

    // Every request the server had taken got its whole answer.
    expect((await Promise.all(slow)).map(fullJson)).toEqual([
      200, 200, 200, 200, 201, 201, 201, 201,
    ])
    await streams
    for (const { outcome, afterSignal } of streamed) {
      if (outcome.ok && afterSignal) expect(outcome.answer.connection).toBe('close')
      expect([200, 201, ...CLEAN_REFUSALS]).toContain(fullJson(outcome))
    }

    expect(await server.exited).toBe(0)
    expect(performance.now() - signalledAt).toBeLessThan(10_000)
    expect(fs.existsSync(path.join(data.dataDir, 'server.pid'))).toBe(false)
    for (const agent of [idleAgent, slowAgent, streamAgent]) agent.destroy()

    // The embedded database was closed cleanly: it opens again, with the orders answered 201.
    const placed = [...(await Promise.all(slow)), ...streamed.map((s) => s.outcome)].flatMap((o) =>
      o.ok && o.answer.status === 201
        ? [JSON.parse(o.answer.body) as { orderId: string; accessToken: string }]
        : [],
    )
    const again = await startServer(data, env)
    for (const { orderId, accessToken } of placed) {
      const res = await fetch(`${again.base}/api/orders/by-token/${accessToken}`, {
        headers: shopperAddressHeaders(),
      })
      expect([orderId, res.status]).toEqual([orderId, 200])
    }
    expect(await stopServer(again)).toBe(0)
  })
})
