/**
 * Issue 14 finding 6: staff see pending orders held several to one shopper, and cancel
 * them in one place. Issue 27: and GCash orders whose payment needs a second look.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type {
  AdminOrder,
  PendingOrderGroup,
  PendingOrderGroups,
  PublicOrder,
  SuspiciousPaymentOrder,
} from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  kg,
  newShopper,
  orderBody,
  place,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: string
let zoneId: number
let productId: number
beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  productId = (await addProduct(t, { name: 'Hoard Beef', stockGrams: 50_000 })).id
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

async function placeFrom(ip: string, extra: Record<string, unknown>): Promise<PublicOrder> {
  const res = await place(t, orderBody(zoneId, [kg(productId, 2)], extra), ip)
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

const groups = async (): Promise<PendingOrderGroup[]> => {
  const res = await t.request('/api/admin/orders/pending-groups', { cookie: editor })
  expect(res.status).toBe(200)
  return ((await res.json()) as PendingOrderGroups).groups
}

const suspiciousPayments = async (cookie = editor): Promise<SuspiciousPaymentOrder[]> => {
  const res = await t.request('/api/admin/orders/pending-groups', { cookie })
  expect(res.status).toBe(200)
  return ((await res.json()) as PendingOrderGroups).payments
}

const cancel = (orderIds: unknown, cookie = editor) =>
  t.request('/api/admin/orders/cancel-pending', { method: 'POST', json: { orderIds }, cookie })

describe('GET /api/admin/orders/pending-groups', () => {
  it('groups pending orders by the email, phone or client address that holds several', async () => {
    const hoarder = newShopper()
    const byEmail = [
      await placeFrom('10.20.0.1', { email: hoarder.email }),
      await placeFrom('10.20.0.2', { email: hoarder.email.toLowerCase() }),
    ]
    const byPhone = [
      await placeFrom('10.20.0.3', { phone: '0917 777 0001' }),
      await placeFrom('10.20.0.4', { phone: '+63 917 777 0001' }),
    ]
    const byClient = [
      await placeFrom('10.20.0.9', {}),
      await placeFrom('10.20.0.9', {}),
      await placeFrom('10.20.0.9', {}),
    ]
    // A lone order, and a group no longer pending, are not listed.
    await placeFrom('10.20.0.5', {})
    const done = newShopper()
    const finished = [
      await placeFrom('10.20.0.6', { email: done.email }),
      await placeFrom('10.20.0.7', { email: done.email }),
    ]
    for (const { orderId } of finished) {
      await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.orderId, orderId))
    }

    const listed = await groups()
    const ids = (g: PendingOrderGroup | undefined) => g?.orders.map((o) => o.orderId)
    const find = (kind: string, key: string) => listed.find((g) => g.kind === kind && g.key === key)
    // Largest first.
    expect(listed[0]).toMatchObject({ kind: 'client', key: '10.20.0.9', count: 3 })
    expect(ids(listed[0])).toEqual(byClient.map((o) => o.orderId).reverse())
    expect(find('email', hoarder.email.toLowerCase())).toMatchObject({ count: 2 })
    expect(ids(find('email', hoarder.email.toLowerCase()))).toEqual(
      byEmail.map((o) => o.orderId).reverse(),
    )
    expect(ids(find('phone', '9177770001'))).toEqual(byPhone.map((o) => o.orderId).reverse())
    expect(find('phone', '9177770001')!.orders[0]).toMatchObject({
      customerName: 'Juan dela Cruz',
      customerPhone: '+63 917 777 0001',
      totalCentavos: byPhone[1]!.totalCentavos,
    })
    expect(find('email', done.email.toLowerCase())).toBeUndefined()
    expect(listed.every((g) => g.count >= 2)).toBe(true)
  })
})

describe('POST /api/admin/orders/cancel-pending', () => {
  it('cancels a whole group in one go: stock back, a timeline entry each, others left alone', async () => {
    const ip = '10.21.0.1'
    const stock = await stockOf(t, productId)
    const group = [await placeFrom(ip, {}), await placeFrom(ip, {}), await placeFrom(ip, {})]
    expect(await stockOf(t, productId)).toBe(stock - 3 * 2_000)
    // Staff confirmed one of them meanwhile: it is not cancelled.
    const { cookie: admin } = await t.signIn('admin')
    await t.request(`/api/admin/orders/${group[2]!.orderId}/status`, {
      method: 'PATCH',
      json: { status: 'paid' },
      cookie: admin,
    })

    const res = await cancel([...group.map((o) => o.orderId), 'E2E-0000000000000'])
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      cancelled: [group[0]!.orderId, group[1]!.orderId].sort(),
    })
    expect(await stockOf(t, productId)).toBe(stock - 2_000)
    const statuses = await Promise.all(
      group.map(async (o) => {
        const detail = await t.request(`/api/admin/orders/${o.orderId}`, { cookie: editor })
        return ((await detail.json()) as AdminOrder).status
      }),
    )
    expect(statuses).toEqual(['cancelled', 'cancelled', 'paid'])
    const [entry] = await t.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, group[0]!.orderId))
      .orderBy(orderTimeline.id)
      .offset(1)
    expect(entry).toMatchObject({ status: 'cancelled', staffUserId: expect.any(Number) })
    expect((await groups()).find((g) => g.key === ip)).toBeUndefined()

    // Cancelling again changes nothing and gives no stock back twice.
    expect(await (await cancel([group[0]!.orderId])).json()).toEqual({ cancelled: [] })
    expect(await stockOf(t, productId)).toBe(stock - 2_000)
  })

  it('lets two staff cancel overlapping groups at once: each order once, its stock back once', async () => {
    const { cookie: admin } = await t.signIn('admin')
    for (let round = 0; round < 3; round++) {
      const stock = await stockOf(t, productId)
      const ip = `10.22.0.${round}`
      const held = [await placeFrom(ip, {}), await placeFrom(ip, {}), await placeFrom(ip, {})]
      const ids = held.map((o) => o.orderId)
      const [first, second] = await Promise.all([
        cancel([ids[0], ids[1]]),
        cancel([ids[2], ids[1]], admin),
      ])
      expect([first.status, second.status]).toEqual([200, 200])
      const cancelled = [
        ...((await first.json()) as { cancelled: string[] }).cancelled,
        ...((await second.json()) as { cancelled: string[] }).cancelled,
      ]
      expect(cancelled.sort()).toEqual([...ids].sort())
      expect(await stockOf(t, productId)).toBe(stock)
    }
  })

  it('cancels one order the same way', async () => {
    const order = await placeFrom('10.21.0.2', {})
    expect(await (await cancel([order.orderId])).json()).toEqual({ cancelled: [order.orderId] })
  })

  it('refuses an empty or oversized list, and shoppers', async () => {
    expect((await cancel([])).status).toBe(422)
    expect((await cancel(Array.from({ length: 101 }, (_, i) => `E2E-${i}`))).status).toBe(422)
    const shopper = await t.request('/api/admin/orders/cancel-pending', {
      method: 'POST',
      json: { orderIds: ['E2E-0000000000000'] },
    })
    expect(shopper.status).toBe(401)
  })
})

describe('GCash orders whose payment needs a second look', () => {
  const HOUR = 3_600_000
  let ipCounter = 0
  const gcashOrder = () =>
    placeFrom(`10.27.0.${++ipCounter}`, { paymentMethod: 'gcash' }) as Promise<PublicOrder>

  /** A proof as the shopper's upload leaves it (the row, and the order's state mirroring it). */
  async function sendProof(orderId: string, submittedAt = new Date()): Promise<number> {
    const [row] = await t.db
      .insert(paymentProofs)
      .values({
        orderId,
        storageKey: `proof-${randomBytes(32).toString('base64url')}`,
        width: 10,
        height: 20,
        referenceNumber: String(5_000_000_000_000 + randomBytes(4).readUInt32BE()),
        submittedAt,
      })
      .returning({ id: paymentProofs.id })
    await t.db.update(orders).set({ paymentState: 'submitted' }).where(eq(orders.orderId, orderId))
    return row!.id
  }

  /** The shopper sends a proof and staff reject it, `times` times, through the real route. */
  async function rejectProofs(orderId: string, times: number) {
    for (let i = 0; i < times; i++) {
      const proofId = await sendProof(orderId)
      const res = await t.request(adminOrdersApiPaths.rejectPayment(orderId), {
        method: 'POST',
        json: { proofId, reason: `Blurred ${i + 1}` },
        cookie: editor,
      })
      expect(res.status, await res.clone().text()).toBe(200)
    }
  }

  it('lists orders with two or more rejected proofs, and proofs waiting over a day past the deadline', async () => {
    const twice = await gcashOrder()
    await rejectProofs(twice.orderId, 2)
    // Rejected twice, and the third proof waits (not yet overdue): still listed.
    const thrice = await gcashOrder()
    await rejectProofs(thrice.orderId, 3)
    await sendProof(thrice.orderId)
    const once = await gcashOrder()
    await rejectProofs(once.orderId, 1)

    const now = Date.now()
    const setDue = (orderId: string, due: Date) =>
      t.db.update(orders).set({ paymentDueAt: due }).where(eq(orders.orderId, orderId))
    // Sent before the deadline, still unreviewed 25 hours past it: listed since it was sent.
    const overdue = await gcashOrder()
    const sentAt = new Date(now - 30 * HOUR)
    await sendProof(overdue.orderId, sentAt)
    await setDue(overdue.orderId, new Date(now - 25 * HOUR))
    // 23 hours past: not yet.
    const late = await gcashOrder()
    await sendProof(late.orderId, new Date(now - 30 * HOUR))
    await setDue(late.orderId, new Date(now - 23 * HOUR))
    // Past the deadline by days but with no proof waiting (the job cancels those): not listed.
    const unpaid = await gcashOrder()
    await setDue(unpaid.orderId, new Date(now - 48 * HOUR))
    // Rejected twice, then paid, or cancelled: no longer pending, not listed.
    const paid = await gcashOrder()
    await rejectProofs(paid.orderId, 2)
    const verify = await t.request(adminOrdersApiPaths.verifyPayment(paid.orderId), {
      method: 'POST',
      json: { proofId: await sendProof(paid.orderId) },
      cookie: editor,
    })
    expect(verify.status).toBe(200)
    const cancelled = await gcashOrder()
    await rejectProofs(cancelled.orderId, 2)
    expect((await cancel([cancelled.orderId])).status).toBe(200)
    // Cash on delivery has no proofs at all.
    await placeFrom('10.27.1.1', {})

    const listed = await suspiciousPayments()
    const byId = new Map(listed.map((o) => [o.orderId, o]))
    expect(byId.get(twice.orderId)).toMatchObject({
      customerName: 'Juan dela Cruz',
      customerEmail: twice.customerEmail,
      totalCentavos: twice.totalCentavos,
      rejectedProofs: 2,
      proofWaitingSince: null,
    })
    expect(byId.get(thrice.orderId)).toMatchObject({ rejectedProofs: 3, proofWaitingSince: null })
    expect(byId.get(overdue.orderId)).toMatchObject({
      rejectedProofs: 0,
      proofWaitingSince: sentAt.toISOString(),
    })
    for (const order of [once, late, unpaid, paid, cancelled]) {
      expect(byId.has(order.orderId), order.orderId).toBe(false)
    }
    // Newest first.
    const ours = listed.filter((o) => [twice, thrice, overdue].some((p) => p.orderId === o.orderId))
    expect(ours.map((o) => o.orderId)).toEqual([overdue, thrice, twice].map((o) => o.orderId))

    // Reviewed at last: off the list.
    const [waiting] = await t.db
      .select({ id: paymentProofs.id })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, overdue.orderId))
    const rejected = await t.request(adminOrdersApiPaths.rejectPayment(overdue.orderId), {
      method: 'POST',
      json: { proofId: waiting!.id, reason: 'Not our account' },
      cookie: editor,
    })
    expect(rejected.status).toBe(200)
    expect((await suspiciousPayments()).some((o) => o.orderId === overdue.orderId)).toBe(false)
    // And cancelled from the same view, as any pending order.
    expect(await (await cancel([twice.orderId])).json()).toEqual({ cancelled: [twice.orderId] })
    expect((await suspiciousPayments()).some((o) => o.orderId === twice.orderId)).toBe(false)
  })

  it('is for staff only: editors and admins read it, shoppers get 401', async () => {
    const { cookie: admin } = await t.signIn('admin')
    expect(Array.isArray(await suspiciousPayments(admin))).toBe(true)
    const shopper = await t.request('/api/admin/orders/pending-groups')
    expect(shopper.status).toBe(401)
    expect(await shopper.json()).toMatchObject({ error: { code: expect.any(String) } })
  })
})
