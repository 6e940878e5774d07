import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import { HostedStoreError } from './hosted-store-client.ts'
import { createHostedStoreClient } from './http-hosted-store-client.ts'

const WAGYU = 'prod_01JZ8Q6W3KWAGYU'

let standIn: Awaited<ReturnType<typeof startSampleStoreServer>>
let now = 0
let logged: string[] = []
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk))
      done()
    },
  }),
)
const sentHeaders: Headers[] = []

function client(
  timeoutMs = 2_000,
  bounds: { maxCacheEntries?: number; maxNotFoundIds?: number } = {},
) {
  return createHostedStoreClient({
    baseUrl: standIn.url,
    storeId: standIn.storeId,
    logger,
    now: () => now,
    timeoutMs,
    ...bounds,
    fetch: (input, init) => {
      sentHeaders.push(new Headers(init?.headers))
      return fetch(input, init)
    },
  })
}

async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(HostedStoreError)
  return err as HostedStoreError
}

beforeAll(async () => {
  standIn = await startSampleStoreServer()
})
afterAll(() => standIn.close())
beforeEach(() => {
  standIn.set({})
  standIn.hits.length = 0
  sentHeaders.length = 0
  logged = []
  now = 0
})

describe('HostedStoreClient over HTTP', () => {
  it('reads the product, then the variants stock, as JSON', async () => {
    const product = await client().getProduct(WAGYU)
    expect(standIn.hits).toEqual([
      `/store/sample/products/${WAGYU}`,
      `/store/sample/variants?fields=inventory_quantity&product_ids[]=${WAGYU}`,
    ])
    expect(sentHeaders[0]?.get('content-type')).toBe('application/json')
    expect(product.title).toBe('Wagyu Gift Box')
    expect(product.variants.map((v) => v.inventory_quantity)).toEqual([12, 2, null])
    expect(product.price_in_cents).toBe(420000)
  })

  it('keeps 0 in stock as 0', async () => {
    const product = await client().getProduct('prod_01SAMPLELIEMPO')
    expect(product.variants[0]?.inventory_quantity).toBe(0)
  })

  it('lists the store products with the largest page the service allows', async () => {
    const items = await client().listProducts()
    expect(standIn.hits).toEqual(['/store/sample/products?offset=0&limit=100'])
    expect(items.map((i) => i.title)).toContain('Wagyu Gift Box')
    expect(items.find((i) => i.id === 'prod_01SAMPLECHICKEN')?.purchasable).toBe(false)
  })

  it('answers a second call from its cache', async () => {
    const c = client()
    await c.getProduct(WAGYU)
    await c.getProduct(WAGYU)
    expect(standIn.hits).toHaveLength(2)
  })

  it('asks the service again when a fresh answer is wanted, and caches it', async () => {
    const c = client()
    await c.getProduct(WAGYU)
    await c.getProduct(WAGYU, { fresh: true })
    expect(standIn.hits).toHaveLength(4)
    await c.getProduct(WAGYU)
    expect(standIn.hits).toHaveLength(4)
  })

  it('serves the stale answer at once while it refreshes', async () => {
    const c = client()
    await c.getProduct(WAGYU)
    now += 31_000
    standIn.set({ delayMs: 1_000 })
    const stale = await c.getProduct(WAGYU)
    expect(stale.title).toBe('Wagyu Gift Box')
    // Answered before the refresh got past its first (held) call: it did not wait for it.
    expect(standIn.hits.length).toBeLessThan(4)
    // One refresh (product, then variants) runs behind the stale answer.
    await expect.poll(() => standIn.hits.length, { timeout: 5_000 }).toBe(4)
    await expect.poll(() => standIn.inFlight(), { timeout: 5_000 }).toBe(0)
  })

  it('remembers an error only for a few seconds', async () => {
    const c = client()
    standIn.set({ failWith: 500 })
    await failure(c.getProduct(WAGYU))
    await failure(c.getProduct(WAGYU))
    expect(standIn.hits).toHaveLength(1)
    standIn.set({})
    now += 5_001
    expect((await c.getProduct(WAGYU)).title).toBe('Wagyu Gift Box')
  })

  it('gives up after its timeout with 504', async () => {
    standIn.set({ delayMs: 500 })
    const err = await failure(client(100).getProduct(WAGYU))
    expect(err.status).toBe(504)
    expect(err.message).toBe('HTTP 504: Gateway Timeout')
  })

  it('maps 404 and 500, logging the service own message but not showing it', async () => {
    standIn.set({ failWith: 404 })
    const notFound = await failure(client().getProduct(WAGYU))
    expect([notFound.status, notFound.message]).toEqual([404, 'HTTP 404: Not Found'])

    standIn.set({ failWith: 500 })
    const broken = await failure(client().listProducts())
    expect([broken.status, broken.message]).toEqual([500, 'HTTP 500: Internal Server Error'])
    expect(logged.join('\n')).toContain('database on fire')
  })

  it('answers an unknown product with 404 from the service', async () => {
    const err = await failure(client().getProduct('prod_nope'))
    expect(err.message).toBe('HTTP 404: Not Found')
  })

  it('treats HTML instead of JSON as a bad gateway', async () => {
    standIn.set({ failWith: 'html' })
    const err = await failure(client().getProduct(WAGYU))
    expect([err.status, err.message]).toEqual([502, 'HTTP 502: Bad Gateway'])
  })

  it('refuses ids that could reshape the URL without calling the service', async () => {
    for (const id of ['../admin', 'a b', 'x?y=1', '']) {
      expect((await failure(client().getProduct(id))).status).toBe(404)
    }
    expect(standIn.hits).toEqual([])
  })
})

describe('ids the service does not know', () => {
  const productCalls = () => standIn.hits.filter((h) => h.includes('/products/'))

  it('are answered 404 without asking again for a minute, then asked about again', async () => {
    const c = client()
    expect((await failure(c.getProduct('prod_made_up'))).status).toBe(404)
    now += 30_000
    expect((await failure(c.getProduct('prod_made_up'))).status).toBe(404)
    expect((await failure(c.getProduct('prod_made_up', { fresh: true }))).status).toBe(404)
    expect(productCalls()).toHaveLength(1)
    now += 30_001
    await failure(c.getProduct('prod_made_up'))
    expect(productCalls()).toHaveLength(2)
  })

  it('are remembered up to a bound, the oldest forgotten first', async () => {
    const c = client(2_000, { maxNotFoundIds: 2 })
    for (const id of ['gone_a', 'gone_b', 'gone_c']) await failure(c.getProduct(id))
    expect(productCalls()).toHaveLength(3)
    await failure(c.getProduct('gone_c'))
    expect(productCalls()).toHaveLength(3)
    await failure(c.getProduct('gone_a'))
    expect(productCalls()).toHaveLength(4)
  })

  it('do not push a real product out of the cache', async () => {
    const c = client(2_000, { maxCacheEntries: 2 })
    await c.getProduct(WAGYU)
    for (let i = 0; i < 10; i++) await failure(c.getProduct(`made_up_${i}`))
    const calls = standIn.hits.length
    expect((await c.getProduct(WAGYU)).title).toBe('Wagyu Gift Box')
    expect(standIn.hits).toHaveLength(calls)
  })

  it('once a cached product is gone from the store, it is answered 404', async () => {
    const c = client()
    await c.getProduct(WAGYU)
    now += 31_000
    standIn.set({ failWith: 404 })
    // The stale copy answers while a refresh asks; the refresh learns it is gone.
    expect((await c.getProduct(WAGYU)).title).toBe('Wagyu Gift Box')
    await expect.poll(() => standIn.inFlight(), { timeout: 5_000 }).toBe(0)
    await expect
      .poll(
        async () =>
          (await c.getProduct(WAGYU).catch((e: HostedStoreError) => e)) instanceof HostedStoreError,
      )
      .toBe(true)
  })
})
