import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findClientDir } from '#server/page-rendering/client-app.ts'
import { startSampleStoreServer } from '#tests/support/hosted-store/sample-store-server.ts'
import {
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
} from '#tests/support/processes/server-process.ts'
import { preparedShop } from './prepared-shop.ts'
import { checkoutBody, placeOrder, send } from './shop-client.ts'

/**
 * The hosted store failing every way we know (docs/architecture.md §1 and §4):
 * answering 500, HTML or broken JSON, slower than our 5 s timeout, or not there at
 * all. `/api/hosted/products/:id` answers the mapped 'HTTP {status}: {statusText}'
 * message the page shows as 'Error loading product: …'; `/store/:id` is rendered with
 * that error view, waiting for the store no longer than the hosted client's timeout; and
 * the rest of the shop does not wait on the store. The browser's error view is covered by
 * e2e/hosted-store-errors.spec.ts (404 product, /store list failing).
 */
let data: ServerData
let store: Awaited<ReturnType<typeof startSampleStoreServer>>
let server: ServerProcess
let zoneId: number
let productId: number

beforeAll(async () => {
  // /store/:id is the built page shell: without a build there is nothing to serve.
  if (!findClientDir()) throw new Error('dist/client is missing: run `npm run build` first')
  store = await startSampleStoreServer()
  const shop = await preparedShop({
    name: 'meatshop-hosted-faults',
    productPrefix: 'Hosted faults',
    stockGrams: 1_000_000,
  })
  ;({ data, zoneId } = shop)
  productId = shop.productIds[0]!
  server = await startServer(data, { HOSTED_STORE_URL: store.url, HOSTED_STORE_ID: store.storeId })
})
afterAll(async () => {
  if (server) expect(await stopServer(server)).toBe(0)
  await store?.close()
  await data?.remove()
})

/** Failures are cached for 5 s per product: each case asks for a product of its own. */
let nextId = 0
const hostedId = () => `prod_fault_${++nextId}`

const mapped = (status: number, message: string) => ({
  status,
  body: { error: { code: status === 404 ? 'not_found' : 'service_unavailable', message } },
})

async function expectShell() {
  const shell = await send<string>(server.base, `/store/${hostedId()}`)
  expect(shell.status).toBe(200)
  expect(shell.body).toMatch(/<div id="root">/)
}

describe('the hosted store failing', () => {
  it.each([
    [500, 502, 'HTTP 500: Internal Server Error'],
    ['html', 502, 'HTTP 502: Bad Gateway'],
    ['invalid-json', 502, 'HTTP 502: Bad Gateway'],
    [404, 404, 'HTTP 404: Not Found'],
  ] as const)('answering %s: the page gets %s %s', async (failWith, status, message) => {
    store.set({ failWith })
    const answer = await send(server.base, `/api/hosted/products/${hostedId()}`)
    expect({ status: answer.status, body: answer.body }).toEqual(mapped(status, message))
    await expectShell()
  })

  // No clock in the assertions: the store holds every call for 7 s, so whatever is
  // answered while it still holds them did not wait on it.
  it('slower than the timeout: 504, while catalog, quote and checkout answer meanwhile', async () => {
    const line = { kind: 'product' as const, productId, unit: 'kg' as const, quantity: 1 }
    const shopCalls = () =>
      Promise.all([
        send(server.base, '/api/catalog/products'),
        send(server.base, `/api/catalog/products/${productId}`),
        send(server.base, '/api/cart/quote', { body: { lines: [line] } }),
        placeOrder(server.base, checkoutBody(zoneId, [line], 'hosted-slow')),
      ])
    // Once while the store is well, so first-call costs (module loading) are not measured.
    await shopCalls()
    store.set({ delayMs: 7_000 })
    // Hosted calls that hang for the whole 5 s timeout, page shells waiting on them too.
    const hanging = Array.from({ length: 8 }, () =>
      send(server.base, `/api/hosted/products/${hostedId()}`).then((answer) => ({
        ...answer,
        storeStillHolding: store.inFlight() > 0,
      })),
    )
    await expect.poll(() => store.inFlight(), { timeout: 3_000 }).toBeGreaterThanOrEqual(8)
    // Hosted product pages render with the store's answer, so they wait for it, up to
    // the hosted client's timeout, and then show the page's error view.
    const pages = Array.from({ length: 4 }, () => send<string>(server.base, `/store/${hostedId()}`))

    for (let round = 0; round < 3; round++) {
      const answers = await shopCalls()
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 201])
    }
    // All of that was answered while the store still held every hosted call.
    expect(store.inFlight()).toBeGreaterThanOrEqual(8)
    for (const page of await Promise.all(pages)) {
      expect(page.status).toBe(200)
      expect(page.body).toContain('Error loading product: HTTP 504: Gateway Timeout')
    }

    for (const answer of await Promise.all(hanging)) {
      expect({ status: answer.status, body: answer.body }).toEqual(
        mapped(504, 'HTTP 504: Gateway Timeout'),
      )
      // Our timeout answered, not the store: it was still holding the call.
      expect(answer.storeStillHolding).toBe(true)
    }
  })

  it('not there at all: 502, and the shell still goes out', async () => {
    await store.close()
    const answer = await send(server.base, `/api/hosted/products/${hostedId()}`)
    expect({ status: answer.status, body: answer.body }).toEqual(
      mapped(502, 'HTTP 502: Bad Gateway'),
    )
    await expectShell()
    const quote = await send(server.base, '/api/cart/quote', {
      body: { lines: [{ kind: 'product', productId, unit: 'kg', quantity: 1 }] },
    })
    expect(quote.status).toBe(200)
  })
})
