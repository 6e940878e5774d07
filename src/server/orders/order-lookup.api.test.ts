import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { orderLookupRateLimits } from './order-lookup.ts'

let t: TestApp
let order: PublicOrder
let email: string
let zoneId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  productId = (await addProduct(t, { name: 'Lookup Beef', stockGrams: 100_000 })).id
  order = await placeOk(t, orderBody(zoneId, [kg(productId)]))
  email = order.customerEmail
  const { cookie } = await t.signIn('editor')
  await t.request(`/api/admin/orders/${order.orderId}/notes`, {
    method: 'POST',
    json: { note: 'Customer is a VIP, secret note' },
    cookie,
  })
  await t.request(`/api/admin/orders/${order.orderId}/status`, {
    method: 'PATCH',
    json: { status: 'paid' },
    cookie,
  })
})
afterAll(() => t.close())

let ipCounter = 0
const lookup = (orderId: string, email: string, ip = `10.7.0.${++ipCounter}`) =>
  t.request('/api/orders/lookup', { method: 'POST', json: { orderId, email }, ip })

describe('POST /api/orders/lookup', () => {
  it('finds the order by id and email (any case), without internal notes, with a new link token', async () => {
    const res = await lookup(order.orderId, `  ${email.toUpperCase()} `)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const found: PublicOrder = await res.json()
    expect(found.orderId).toBe(order.orderId)
    // A token of its own, which opens the order as the first one does.
    expect(found.accessToken).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(found.accessToken).not.toBe(order.accessToken)
    const opened = await t.request(`/api/orders/by-token/${found.accessToken}`)
    expect(((await opened.json()) as PublicOrder).orderId).toBe(order.orderId)
    expect(found.status).toBe('paid')
    expect(found.timeline.map((e) => e.note)).toEqual([
      'Order placed by customer.',
      'Status changed to paid',
    ])
    expect(JSON.stringify(found)).not.toContain('secret note')
  })

  it('is gone as a GET, so no email is ever in a URL of the API', async () => {
    const res = await t.request(
      `/api/orders/lookup?${new URLSearchParams({ orderId: order.orderId, email })}`,
    )
    expect(res.status).toBe(404)
    expect(JSON.stringify(await res.json())).not.toContain(order.orderId)
  })

  it('answers one generic 404 for a wrong email, a wrong id or nothing', async () => {
    const answers = await Promise.all([
      lookup(order.orderId, 'someone@example.com'),
      lookup('E2E-1000000000000', email),
      lookup('', ''),
      lookup(order.orderId, '   '),
    ])
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404])
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(bodies[0].error.message).toBe('No order matches that order ID and email.')
    // NUL is refused as in any JSON body, before anything is looked up.
    expect((await lookup(order.orderId, `${email}\u0000`)).status).toBe(422)
  })

  it('serves the many shoppers behind one address, and stops a script trying pairs from it', async () => {
    const nat = '10.7.9.9'
    t.setNow(new Date('2026-06-01T02:00:00Z'))
    try {
      // Each lookup names another order and email, as different shoppers would.
      for (let i = 0; i < orderLookupRateLimits.address.limit; i++) {
        const res = await lookup(`E2E-${1_000_000_000_000 + i}`, `shopper${i}@example.com`, nat)
        expect(res.status, `lookup ${i + 1}`).toBe(404)
      }
      t.setNow(new Date('2026-06-01T02:01:00Z'))
      const refused = await lookup(order.orderId, email, nat)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('540')
      expect((await refused.json()).error).toEqual({
        code: 'too_many_attempts',
        message: 'Too many attempts. Please try again in 9 minutes.',
        retryAfterSeconds: 540,
      })
      expect((await lookup(order.orderId, email)).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })

  it('keeps guessing the email of one order slow, from any number of addresses', async () => {
    const target = await placeOk(t, orderBody(zoneId, [kg(productId)]))
    t.setNow(new Date('2026-06-02T02:00:00Z'))
    try {
      for (let i = 0; i < orderLookupRateLimits.targets.order.limit; i++) {
        expect((await lookup(target.orderId, `guess${i}@example.com`)).status).toBe(404)
      }
      // Even the right email now waits: otherwise the answer would tell a guess apart.
      const refused = await lookup(target.orderId, target.customerEmail)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('600')
      t.setNow(new Date('2026-06-02T02:10:00Z'))
      expect((await lookup(target.orderId, target.customerEmail)).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })

  it("keeps guessing one shopper's order ids slow too", async () => {
    const target = await placeOk(t, orderBody(zoneId, [kg(productId)]))
    for (let i = 0; i < orderLookupRateLimits.targets.email.limit; i++) {
      const guess = `E2E-${2_000_000_000_000 + i}`
      expect((await lookup(guess, target.customerEmail.toUpperCase())).status).toBe(404)
    }
    expect((await lookup(target.orderId, target.customerEmail)).status).toBe(429)
  })
})
