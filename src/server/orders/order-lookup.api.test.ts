import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicOrder } from '../../shared/schemas/orders'
import { createTestApp, type TestApp } from '../test/test-app'
import { orderLookupRateLimit } from './order-routes'
import { addProduct, firstZone, kg, orderBody, placeOk } from './order-test-fixtures'

let t: TestApp
let order: PublicOrder
beforeAll(async () => {
  t = await createTestApp()
  const zone = await firstZone(t)
  const p = await addProduct(t, { name: 'Lookup Beef' })
  order = await placeOk(t, orderBody(zone.id, [kg(p.id)]))
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
  t.request(`/api/orders/lookup?${new URLSearchParams({ orderId, email })}`, { ip })

describe('GET /api/orders/lookup', () => {
  it('finds the order by id and email (any case), without internal notes', async () => {
    const res = await lookup(order.orderId, '  juan@EXAMPLE.com ')
    expect(res.status).toBe(200)
    const found: PublicOrder = await res.json()
    expect(found.orderId).toBe(order.orderId)
    expect(found.status).toBe('paid')
    expect(found.timeline.map((e) => e.note)).toEqual([
      'Order placed by customer.',
      'Status changed to paid',
    ])
    expect(JSON.stringify(found)).not.toContain('secret note')
  })

  it('answers one generic 404 for a wrong email, a wrong id or nothing', async () => {
    const answers = await Promise.all([
      lookup(order.orderId, 'someone@example.com'),
      lookup('E2E-1000000000000', 'juan@example.com'),
      lookup('', ''),
      lookup(order.orderId, 'juan@example.com\u0000'),
    ])
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404])
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
  })

  it('is rate-limited per address', async () => {
    const ip = '10.7.9.9'
    for (let i = 0; i < orderLookupRateLimit.limit; i++) {
      expect((await lookup(order.orderId, 'x@example.com', ip)).status).toBe(404)
    }
    expect((await lookup(order.orderId, 'juan@example.com', ip)).status).toBe(429)
    expect((await lookup(order.orderId, 'juan@example.com')).status).toBe(200)
  })
})
