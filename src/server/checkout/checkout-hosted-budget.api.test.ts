import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitCounters } from '#server/db/schema/rate-limits.ts'
import { hostedLookupAddressRateLimit } from '#server/hosted-store/hosted-limits.ts'
import { rateLimitKey } from '#server/http/rate-limit.ts'
import { checkoutTestApp, hostedLine } from '#tests/support/fixtures/checkout-fixtures.ts'
import {
  addProduct,
  kg,
  newClientAddress,
  orderBody,
  place,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  fakeHostedStore,
  hostedProduct,
  hostedVariant,
} from '#tests/support/hosted-store/fake-hosted-store.ts'
import type { TestApp } from '#tests/support/test-app.ts'

/**
 * Checkout counts against the hosted-store lookup budget (issue 29): each different
 * hosted product of an order attempt is one lookup of the caller's address, counted
 * before the service is asked, as a cart quote counts it. Before, 20 made-up ids per
 * attempt reached the service uncounted.
 */
let t: TestApp
let zoneId: number
let beefId: number
const store = fakeHostedStore()
const { limit } = hostedLookupAddressRateLimit

beforeAll(async () => {
  const app = await checkoutTestApp({ hostedStore: store })
  t = app.t
  zoneId = app.zone.id
  beefId = (await addProduct(t, { name: 'Budget Beef', stockGrams: 50_000 })).id
  for (const id of ['soap', 'tallow']) store.put(hostedProduct({ id }))
  store.put(
    hostedProduct({ id: 'candle' }, [
      hostedVariant(),
      hostedVariant({ id: 'var-2', title: 'Large' }),
    ]),
  )
})
afterAll(() => t.close())

const hosted = (productId: string, variantId = 'var-1') => hostedLine(productId, variantId)

async function lookupsUsed(ip: string): Promise<number> {
  const [row] = await t.db
    .select({ used: rateLimitCounters.failures })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, rateLimitKey(hostedLookupAddressRateLimit, ip)))
  return row?.used ?? 0
}

const alreadyUsed = (ip: string, used: number) =>
  t.db.insert(rateLimitCounters).values({
    key: rateLimitKey(hostedLookupAddressRateLimit, ip),
    failures: used,
    windowStartedAt: t.deps.now(),
  })

describe('hosted lookups by checkout', () => {
  it('spend the address budget, one per different hosted product', async () => {
    const ip = newClientAddress()
    const lines = [hosted('candle'), hosted('soap'), hosted('candle', 'var-2'), kg(beefId)]
    const res = await place(t, orderBody(zoneId, lines), ip)
    // Two options of one product are one lookup.
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await lookupsUsed(ip)).toBe(2)

    const ownOnly = await place(t, orderBody(zoneId, [kg(beefId)]), ip)
    expect(ownOnly.status).toBe(201)
    expect(await lookupsUsed(ip)).toBe(2)
  })

  it('past the budget, an order with hosted lines is refused 429 without asking the service', async () => {
    const ip = newClientAddress()
    await alreadyUsed(ip, limit - 1)
    const calls = store.calls
    const before = await writes(t)
    const res = await place(t, orderBody(zoneId, [hosted('candle'), hosted('tallow')]), ip)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('600')
    expect((await res.json()).error.code).toBe('too_many_attempts')
    expect(store.calls).toBe(calls)
    expect(await writes(t)).toEqual(before)

    // The address's own products are not hosted lookups: still taken.
    expect((await place(t, orderBody(zoneId, [kg(beefId)]), ip)).status).toBe(201)
    // Another address still orders from the hosted store.
    const other = await place(t, orderBody(zoneId, [hosted('candle')]))
    expect(other.status, await other.clone().text()).toBe(201)
    expect(store.calls).toBe(calls + 1)
  })
})
