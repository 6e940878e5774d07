import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import {
  proofsOf,
  rejectOk,
  sendProofOk,
  verifyOk,
} from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 29, decision 0081: a proof of payment's screenshot goes once a later proof of the
 * same order and purpose is verified, 30 days after its order was cancelled, and 180
 * days after its order was completed (the settings' defaults). The row stays, with its
 * reference number and amounts; staff and the shopper are told the image was removed.
 */
let t: TestApp
let staff: string
let shop: KiloOrders
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  t = await createTestApp()
  staff = (await t.signIn('admin')).cookie
  shop = await kiloOrders(t, 'Retention Ribeye')
})
afterAll(() => t.close())
afterEach(() => t.setNow(undefined))

const gcashOrder = () => shop.place()
/** A round at `at`; a round days ahead ends every staff session, so staff sign in again. */
async function housekeep(at: Date) {
  const report = await runHousekeeping(t.deps, at)
  staff = (await t.signIn('admin')).cookie
  return report
}
const fileKept = (storageKey: string) => fs.existsSync(path.join(t.mediaDir, storageKey))

/** Staff move the order to `status` now; returns when (the timeline entry's time). */
async function setStatus(orderId: string, status: OrderStatus): Promise<Date> {
  const at = new Date()
  t.setNow(at)
  const res = await t.request(adminOrdersApiPaths.status(orderId), {
    method: 'PATCH',
    json: { status },
    cookie: staff,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  t.setNow(undefined)
  return at
}

const staffImage = (orderId: string) =>
  t.request(adminOrdersApiPaths.paymentProofImage(orderId), { cookie: staff })
const shopperImage = (order: PublicOrder) =>
  t.request(orderApiPaths.paymentProofImage(order.accessToken), { ip: '10.29.200.1' })
const adminView = async (orderId: string): Promise<AdminOrder> =>
  (await t.request(adminOrdersApiPaths.order(orderId), { cookie: staff })).json()
const shopperView = async (order: PublicOrder): Promise<PublicOrder> =>
  (await t.request(orderApiPaths.byToken(order.accessToken))).json()

describe('superseded proofs', () => {
  it('lose their image once a later proof of the same purpose is verified; verified ones keep theirs', async () => {
    const order = await gcashOrder()
    await sendProofOk(t, order) // 1: rejected
    await rejectOk(t, staff, order.orderId)
    await sendProofOk(t, order) // 2: sent, then replaced unreviewed
    await sendProofOk(t, order) // 3: waits for staff
    const [first, second, third] = await proofsOf(t, order.orderId)

    // Nothing verified yet: staff may still want to compare the screenshots.
    const before = await housekeep(new Date())
    expect(before.removedSupersededProofImages).toBe(0)
    expect([first, second, third].map((p) => fileKept(p!.storageKey))).toEqual([true, true, true])

    // Short by ₱100: the rest is proven apart, by a balance proof (its own purpose).
    await verifyOk(t, staff, order.orderId, order.totalCentavos - 10_000)
    await sendProofOk(t, order, { purpose: 'balance' }) // 4: rejected
    await rejectOk(t, staff, order.orderId)
    await sendProofOk(t, order, { purpose: 'balance' }) // 5: waits for staff
    const now = new Date()
    const report = await housekeep(now)
    expect(report.removedSupersededProofImages).toBe(2)
    let proofs = await proofsOf(t, order.orderId)
    expect(proofs.map((p) => fileKept(p.storageKey))).toEqual([false, false, true, true, true])
    expect(proofs.map((p) => p.fileRemovedAt?.getTime() ?? null)).toEqual([
      now.getTime(),
      now.getTime(),
      null,
      null,
      null,
    ])
    // The rows stay: each proof's number, what it was asked for, and who reviewed it.
    expect(proofs.map((p) => p.referenceNumber)).toEqual(
      [first, second, third, ...proofs.slice(3)].map((p) => p!.referenceNumber),
    )
    expect(proofs[0]).toMatchObject({ state: 'rejected', amountDueCentavos: order.totalCentavos })

    // The balance proof verified: the rejected balance proof goes; the verified payment stays.
    await verifyOk(t, staff, order.orderId)
    expect((await housekeep(new Date())).removedSupersededProofImages).toBe(1)
    proofs = await proofsOf(t, order.orderId)
    expect(proofs.map((p) => fileKept(p.storageKey))).toEqual([false, false, true, false, true])
    expect((await staffImage(order.orderId)).status).toBe(200)

    // Twice, or in two processes at once: nothing more to do, nothing undone.
    const twice = await Promise.all([housekeep(new Date()), housekeep(new Date())])
    expect(twice.map((r) => r.removedSupersededProofImages)).toEqual([0, 0])
    expect((await proofsOf(t, order.orderId)).map((p) => p.fileRemovedAt)).toEqual(
      proofs.map((p) => p.fileRemovedAt),
    )
  })
})

describe('proofs of cancelled orders', () => {
  it('lose their image 30 days after the order was cancelled, and staff and shopper are told so', async () => {
    const order = await gcashOrder()
    await sendProofOk(t, order)
    const cancelledAt = await setStatus(order.orderId, 'cancelled')
    const [proof] = await proofsOf(t, order.orderId)

    const day29 = await housekeep(new Date(cancelledAt.getTime() + 29 * DAY))
    expect(day29.removedCancelledProofImages).toBe(0)
    expect(fileKept(proof!.storageKey)).toBe(true)
    expect((await staffImage(order.orderId)).status).toBe(200)

    const removedAt = new Date(cancelledAt.getTime() + 30 * DAY + 60_000)
    expect((await housekeep(removedAt)).removedCancelledProofImages).toBe(1)
    expect(fileKept(proof!.storageKey)).toBe(false)
    const [kept] = await proofsOf(t, order.orderId)
    expect(kept).toMatchObject({
      referenceNumber: proof!.referenceNumber,
      fileRemovedAt: removedAt,
    })

    const message = paymentMessages.proofImageRemoved(removedAt)
    expect(message).toMatch(/^This screenshot was removed on [A-Z][a-z]{2} \d{1,2}, \d{4} /)
    for (const res of [await staffImage(order.orderId), await shopperImage(order)]) {
      expect(res.status).toBe(410)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(await res.json()).toEqual({ error: { code: 'gone', message } })
    }
    // The dialog says so instead of a broken image; the number and amounts are still there.
    expect((await adminView(order.orderId)).payment).toMatchObject({
      proofImageUrl: null,
      proofImageRemovedAt: removedAt.toISOString(),
      referenceNumber: proof!.referenceNumber,
    })
    expect((await shopperView(order)).payment).toMatchObject({
      proofImageRemovedAt: removedAt.toISOString(),
      referenceNumber: proof!.referenceNumber,
    })
  })

  it('follows PROOF_RETENTION_CANCELLED_DAYS', async () => {
    const configured = t.deps.config
    t.deps.config = {
      ...configured,
      proofRetention: { ...configured.proofRetention, cancelledMs: 7 * DAY },
    }
    try {
      const order = await gcashOrder()
      await sendProofOk(t, order)
      const cancelledAt = await setStatus(order.orderId, 'cancelled')
      const report = await housekeep(new Date(cancelledAt.getTime() + 7 * DAY + 60_000))
      expect(report.removedCancelledProofImages).toBe(1)
    } finally {
      t.deps.config = configured
    }
  })
})

describe('proofs of completed orders', () => {
  it('lose their image 180 days after completion; an order completed since keeps its own', async () => {
    const older = await gcashOrder()
    await sendProofOk(t, older)
    await verifyOk(t, staff, older.orderId)
    const newer = await gcashOrder()
    await sendProofOk(t, newer)
    await verifyOk(t, staff, newer.orderId)
    const completedAt = await setStatus(older.orderId, 'completed')
    // Completed ten days later (a timeline entry of that time).
    t.setNow(new Date(completedAt.getTime() + 10 * DAY))
    const later = await t.signIn('admin')
    const res = await t.request(adminOrdersApiPaths.status(newer.orderId), {
      method: 'PATCH',
      json: { status: 'completed' },
      cookie: later.cookie,
    })
    expect(res.status).toBe(200)
    t.setNow(undefined)
    const [olderProof] = await proofsOf(t, older.orderId)
    const [newerProof] = await proofsOf(t, newer.orderId)

    expect(
      (await housekeep(new Date(completedAt.getTime() + 179 * DAY))).removedCompletedProofImages,
    ).toBe(0)
    expect(fileKept(olderProof!.storageKey)).toBe(true)

    const report = await housekeep(new Date(completedAt.getTime() + 180 * DAY + 60_000))
    expect(report.removedCompletedProofImages).toBe(1)
    expect(fileKept(olderProof!.storageKey)).toBe(false)
    expect(fileKept(newerProof!.storageKey)).toBe(true)
    // The money trail stays: what was received on the proof, and the order still paid.
    const [kept] = await proofsOf(t, older.orderId)
    expect(kept).toMatchObject({ state: 'verified', amountReceivedCentavos: older.totalCentavos })
    expect((await adminView(older.orderId)).payment).toMatchObject({
      paidCentavos: older.totalCentavos,
      proofImageUrl: null,
    })
    expect((await staffImage(older.orderId)).status).toBe(410)
  })

  it('keep their image while the order is open, however old', async () => {
    const order = await gcashOrder()
    await sendProofOk(t, order)
    await verifyOk(t, staff, order.orderId)
    await housekeep(new Date(Date.now() + 400 * DAY))
    const [proof] = await proofsOf(t, order.orderId)
    expect(proof!.fileRemovedAt).toBeNull()
    expect(fileKept(proof!.storageKey)).toBe(true)
    expect((await staffImage(order.orderId)).status).toBe(200)
  })
})
