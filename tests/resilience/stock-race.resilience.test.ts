import { describe, expect, it } from 'vitest'
import { withServerDatabase } from '#tests/support/processes/server-process.ts'
import { type AcknowledgedOrder, auditOrders } from './order-audit.ts'
import { shopOnTwoServers } from './prepared-shop.ts'
import { behindProxy, checkoutBody, placeOrder } from './shop-client.ts'

/**
 * 200 shoppers check out at once for a product with 10 kg left, through two server
 * processes on one PostgreSQL database (as behind a load balancer): the row lock
 * taken while pricing must serialise them across processes, so exactly the stock is
 * sold. PostgreSQL only (two processes cannot share the embedded database): without
 * TEST_DATABASE_URL this fails with a message saying so (`freshServerData`), rather
 * than skipping or guessing a server address.
 */
const SHOPPERS = 200
const STOCK_GRAMS = 10_000
/** Half-kilo orders: 20 of them take the stock exactly, so it must end at 0. */
const GRAMS_EACH = 500

// Both start together on the database the first start migrated and seeded. Each
// shopper comes from an address of its own (200 shoppers, not one flooding address).
const shop = shopOnTwoServers({
  name: 'meatshop-stock-race',
  productPrefix: 'Race',
  stockGrams: STOCK_GRAMS,
  env: () => behindProxy,
})

describe('200 concurrent checkouts for 10 kg across two processes', () => {
  it('sell exactly the stock, refuse the rest with 409, and write every order whole', async () => {
    const { servers, zoneId, productId } = shop
    const line = { kind: 'product' as const, productId, unit: '500g' as const, quantity: 1 }
    const answers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        placeOrder(servers[i % 2]!.base, checkoutBody(zoneId, [line], `race${i}`)),
      ),
    )
    const statuses = new Map<number, number>()
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
    expect(Object.fromEntries(statuses)).toEqual({
      201: STOCK_GRAMS / GRAMS_EACH,
      409: SHOPPERS - STOCK_GRAMS / GRAMS_EACH,
    })
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        error: {
          code: 'conflict',
          message: expect.stringMatching(/^Please review your cart: /),
          fields: { 'lines.0': expect.any(String) },
        },
      })
    }
    // Both processes sold: the race really crossed processes.
    const winners = answers.flatMap((a, i) => (a.status === 201 ? [i % 2] : []))
    expect(new Set(winners).size).toBe(2)

    const acknowledged: AcknowledgedOrder[] = answers
      .filter((a) => a.status === 201)
      .map((a) => ({ orderId: a.body.orderId!, productId, grams: GRAMS_EACH }))
    await withServerDatabase(shop.data, async ({ db }) => {
      const taken = await auditOrders(db, acknowledged, new Map([[productId, STOCK_GRAMS]]))
      // Every gram sold, none twice: the stock ends at exactly 0.
      expect(taken.get(productId)).toBe(STOCK_GRAMS)
    })
  })
})
