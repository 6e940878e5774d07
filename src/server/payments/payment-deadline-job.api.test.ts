import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryBookings } from '#server/db/schema/delivery.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { formatPeso } from '#shared/money.ts'
import { paymentDeadlineText } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  orderIdOpenedBy,
  orderLinkTokens,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { paymentDueAt } from './payment-deadline.ts'
import { runPaymentDeadlines } from './payment-deadline-job.ts'
import { startPaymentDeadlines } from './start-payment-deadlines.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

let t: TestApp
let zoneId: number
let productCounter = 0
/** Each test starts on a day of its own (a Manila morning), far from the others'. */
let dayCounter = 0

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  zoneId = (await firstZone(t)).id
})
afterAll(() => t.close())

const nextDay = () => new Date(Date.UTC(2030, 2, 4 + 5 * ++dayCounter, 1, 0, 0))
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)

/** A product of its own, so another test's orders never move the stock this one checks. */
async function newProduct() {
  productCounter += 1
  return (await addProduct(t, { name: `Deadline Beef ${productCounter}`, stockGrams: 50_000 })).id
}

/** An order placed at `at` (GCash unless told), of one kilogram of its own product. */
async function placeAt(at: Date, paymentMethod: 'gcash' | 'cod' = 'gcash') {
  t.setNow(at)
  const productId = await newProduct()
  const stockBefore = await stockOf(t, productId)
  const order = await placeOk(t, orderBody(zoneId, [kg(productId)], { paymentMethod }))
  return { order, productId, stockBefore }
}

const run = (at: Date) => {
  t.setNow(at)
  return runPaymentDeadlines(t.deps, at)
}

async function rowOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  return row!
}

async function emailsTo(order: PublicOrder, kind: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, kind),
        sql`${order.customerEmail} = any(${emailOutbox.toAddresses})`,
      ),
    )
}

async function cancelEntries(orderId: string) {
  return t.db
    .select()
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), eq(orderTimeline.status, 'cancelled')))
}

async function bookedFor(orderId: string) {
  const row = await rowOf(orderId)
  const [booking] = await t.db
    .select({ booked: deliveryBookings.booked })
    .from(deliveryBookings)
    .where(
      and(
        eq(deliveryBookings.windowId, row.deliveryWindowId!),
        eq(deliveryBookings.deliveryDate, row.deliveryDate!),
      ),
    )
  return booking?.booked ?? 0
}

describe('placing a GCash order', () => {
  it('sets its payment deadline from the settings; a cash on delivery order has none', async () => {
    const at = nextDay()
    const { order } = await placeAt(at)
    const { order: cod } = await placeAt(at, 'cod')
    expect((await rowOf(order.orderId)).paymentDueAt).toEqual(later(at, 24 * HOUR))
    expect((await rowOf(order.orderId)).paymentRemindedAt).toBeNull()
    expect((await rowOf(cod.orderId)).paymentDueAt).toBeNull()
  })
})

describe('the reminder', () => {
  it('is sent once, at half time and not before, with what to pay, where and by when', async () => {
    const at = nextDay()
    const { order } = await placeAt(at)
    const due = later(at, 24 * HOUR)

    await run(later(at, 12 * HOUR - MINUTE))
    expect(await emailsTo(order, 'payment_reminder')).toHaveLength(0)
    expect((await rowOf(order.orderId)).paymentRemindedAt).toBeNull()

    await run(later(at, 12 * HOUR))
    const [reminder, ...more] = await emailsTo(order, 'payment_reminder')
    expect(more).toHaveLength(0)
    expect(reminder!.subject).toBe(`Your order ${order.orderId} is waiting for payment`)
    expect(reminder!.textBody).toContain(formatPeso(order.totalCentavos))
    expect(reminder!.textBody).toContain(defaultSettings.gcash.accountNumber)
    // The deadline in words (issue 28 §2).
    expect(reminder!.textBody).toContain(paymentDeadlineText(due))
    // A link of its own, minted for this email, which opens the order.
    const [token] = orderLinkTokens(reminder!.textBody, 'https://shop.example')
    expect(token).toBeDefined()
    expect(token).not.toBe(order.accessToken)
    expect(await orderIdOpenedBy(t, token!)).toBe(order.orderId)
    expect(reminder!.textBody).not.toContain('email=')
    expect((await rowOf(order.orderId)).paymentRemindedAt).toEqual(later(at, 12 * HOUR))

    await run(later(at, 13 * HOUR))
    await run(later(at, 23 * HOUR))
    expect(await emailsTo(order, 'payment_reminder')).toHaveLength(1)
    expect((await rowOf(order.orderId)).status).toBe('pending')
  })
})

describe('the cancel at the deadline', () => {
  it('cancels at the deadline and not a minute before: stock back, place freed, timeline, emails', async () => {
    const at = nextDay()
    const { order, productId, stockBefore } = await placeAt(at)
    expect(await stockOf(t, productId)).toBe(stockBefore - 1000)
    const booked = await bookedFor(order.orderId)
    expect(booked).toBeGreaterThan(0)

    await run(later(at, 12 * HOUR))
    await run(later(at, 24 * HOUR - MINUTE))
    expect((await rowOf(order.orderId)).status).toBe('pending')
    expect(await cancelEntries(order.orderId)).toHaveLength(0)

    const report = await run(later(at, 24 * HOUR))
    expect(report.cancelled).toBeGreaterThanOrEqual(1)
    const row = await rowOf(order.orderId)
    expect(row).toMatchObject({ status: 'cancelled', stockHeld: false, deliveryHeld: false })
    expect(await stockOf(t, productId)).toBe(stockBefore)
    expect(await bookedFor(order.orderId)).toBe(booked - 1)
    const [entry, ...others] = await cancelEntries(order.orderId)
    expect(others).toHaveLength(0)
    expect(entry).toMatchObject({
      note: 'Cancelled: no GCash payment was received within 24 hours.',
      staffUserId: null,
    })
    expect(await emailsTo(order, 'payment_reminder')).toHaveLength(1)
    const [cancelled, ...moreCancelled] = await emailsTo(order, 'payment_deadline_cancelled')
    expect(moreCancelled).toHaveLength(0)
    expect(cancelled!.subject).toBe(`Your order ${order.orderId} was cancelled`)
    expect(cancelled!.textBody).toContain('within 24 hours')

    // Later runs find nothing left to do for it.
    await run(later(at, 30 * HOUR))
    expect(await cancelEntries(order.orderId)).toHaveLength(1)
    expect(await stockOf(t, productId)).toBe(stockBefore)
    expect(await emailsTo(order, 'payment_deadline_cancelled')).toHaveLength(1)
  })

  it('never cancels an order with a proof submitted or verified, a cash on delivery order, or one staff moved on', async () => {
    const at = nextDay()
    const submitted = (await placeAt(at)).order
    const verified = (await placeAt(at)).order
    const cod = (await placeAt(at, 'cod')).order
    const movedOn = (await placeAt(at)).order
    await t.db
      .update(orders)
      .set({ paymentState: 'submitted' })
      .where(eq(orders.orderId, submitted.orderId))
    await t.db
      .update(orders)
      .set({ paymentState: 'verified', status: 'paid' })
      .where(eq(orders.orderId, verified.orderId))
    await t.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.orderId, movedOn.orderId))

    await run(later(at, 12 * HOUR))
    await run(later(at, 48 * HOUR))
    for (const [order, status] of [
      [submitted, 'pending'],
      [verified, 'paid'],
      [cod, 'pending'],
      [movedOn, 'processing'],
    ] as const) {
      expect((await rowOf(order.orderId)).status).toBe(status)
      expect(await cancelEntries(order.orderId)).toHaveLength(0)
      expect(await emailsTo(order, 'payment_reminder')).toHaveLength(0)
      expect(await emailsTo(order, 'payment_deadline_cancelled')).toHaveLength(0)
    }
  })

  it("cancels a rejected proof's order at its fresh deadline, after a fresh reminder", async () => {
    const at = nextDay()
    const { order } = await placeAt(at)
    await run(later(at, 12 * HOUR))
    expect(await emailsTo(order, 'payment_reminder')).toHaveLength(1)
    // What rejecting a proof writes (payment-review.ts): a full period from the
    // rejection, and no reminder sent in it yet.
    const rejectedAt = later(at, 20 * HOUR)
    await t.db
      .update(orders)
      .set({
        paymentState: 'rejected',
        paymentDueAt: paymentDueAt(rejectedAt, 24),
        paymentRemindedAt: null,
      })
      .where(eq(orders.orderId, order.orderId))

    await run(later(at, 24 * HOUR))
    expect((await rowOf(order.orderId)).status).toBe('pending')
    await run(later(rejectedAt, 12 * HOUR))
    expect(await emailsTo(order, 'payment_reminder')).toHaveLength(2)
    await run(later(rejectedAt, 24 * HOUR - MINUTE))
    expect((await rowOf(order.orderId)).status).toBe('pending')
    await run(later(rejectedAt, 24 * HOUR))
    expect((await rowOf(order.orderId)).status).toBe('cancelled')
    expect(await emailsTo(order, 'payment_deadline_cancelled')).toHaveLength(1)
  })
})

describe('several runs and failures', () => {
  it('two runs at once cancel each order once and email once', async () => {
    const at = nextDay()
    const placed = [await placeAt(at), await placeAt(at), await placeAt(at)]
    const due = later(at, 24 * HOUR)
    t.setNow(due)
    const reports = await Promise.all([
      runPaymentDeadlines(t.deps, due),
      runPaymentDeadlines(t.deps, due),
    ])
    expect(reports.every((r) => r.failed === 0)).toBe(true)
    for (const { order, productId, stockBefore } of placed) {
      expect((await rowOf(order.orderId)).status).toBe('cancelled')
      expect(await cancelEntries(order.orderId)).toHaveLength(1)
      expect(await emailsTo(order, 'payment_deadline_cancelled')).toHaveLength(1)
      expect(await stockOf(t, productId)).toBe(stockBefore)
    }
  })

  it('a run that fails on one order leaves the others right; the next run finishes without repeats', async () => {
    const at = nextDay()
    const [a, b, c] = [await placeAt(at), await placeAt(at), await placeAt(at)]
    // The cancel email of b cannot be queued (no recipient): its transaction rolls back.
    await t.db.update(orders).set({ customerEmail: '' }).where(eq(orders.orderId, b!.order.orderId))

    const first = await run(later(at, 24 * HOUR))
    expect(first.failed).toBe(1)
    for (const { order, productId, stockBefore } of [a!, c!]) {
      expect((await rowOf(order.orderId)).status).toBe('cancelled')
      expect(await stockOf(t, productId)).toBe(stockBefore)
    }
    const failed = await rowOf(b!.order.orderId)
    expect(failed).toMatchObject({ status: 'pending', stockHeld: true, deliveryHeld: true })
    expect(await stockOf(t, b!.productId)).toBe(b!.stockBefore - 1000)
    expect(await cancelEntries(b!.order.orderId)).toHaveLength(0)

    await t.db
      .update(orders)
      .set({ customerEmail: b!.order.customerEmail })
      .where(eq(orders.orderId, b!.order.orderId))
    const second = await run(later(at, 24 * HOUR + MINUTE))
    expect(second.failed).toBe(0)
    for (const { order, productId, stockBefore } of [a!, b!, c!]) {
      expect((await rowOf(order.orderId)).status).toBe('cancelled')
      expect(await cancelEntries(order.orderId)).toHaveLength(1)
      expect(await emailsTo(order, 'payment_deadline_cancelled')).toHaveLength(1)
      expect(await stockOf(t, productId)).toBe(stockBefore)
    }
  })
})

describe('the deadline in the settings', () => {
  it('is respected: a 4-hour deadline reminds at 2 hours and cancels at 4', async () => {
    await putSettings(
      t.db,
      'gcash',
      { ...defaultSettings.gcash, paymentDeadlineHours: 4 },
      nextDay(),
    )
    try {
      const at = nextDay()
      const { order } = await placeAt(at)
      expect((await rowOf(order.orderId)).paymentDueAt).toEqual(later(at, 4 * HOUR))
      await run(later(at, 2 * HOUR - MINUTE))
      expect(await emailsTo(order, 'payment_reminder')).toHaveLength(0)
      await run(later(at, 2 * HOUR))
      expect(await emailsTo(order, 'payment_reminder')).toHaveLength(1)
      await run(later(at, 4 * HOUR - MINUTE))
      expect((await rowOf(order.orderId)).status).toBe('pending')
      await run(later(at, 4 * HOUR))
      expect((await rowOf(order.orderId)).status).toBe('cancelled')
      expect((await cancelEntries(order.orderId))[0]!.note).toBe(
        'Cancelled: no GCash payment was received within 4 hours.',
      )
    } finally {
      await putSettings(t.db, 'gcash', defaultSettings.gcash, nextDay())
    }
  })
})

describe('startPaymentDeadlines', () => {
  it("runs a round at start on the app's clock, and stop() waits for it", async () => {
    const at = nextDay()
    const { order } = await placeAt(at)
    t.setNow(later(at, 24 * HOUR))
    const running = startPaymentDeadlines(t.deps)
    await running.stop()
    expect((await rowOf(order.orderId)).status).toBe('cancelled')
  })
})
