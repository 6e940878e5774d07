import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onlinePaymentSessions } from '#server/db/schema/online-payments.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { attentionReasons, onlinePaymentMessages } from '#shared/online-payment.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import type { GatewayPayment } from './payment-gateway.ts'
import {
  type RecordInput,
  recordOnlinePayment,
  recordPaymentFailed,
} from './record-online-payment.ts'

let standIn: PaymongoStandIn
let t: TestApp
let zoneId: number
let productId: number
let paymentCounter = 0

beforeAll(async () => {
  standIn = await startPaymongoStandIn()
  t = await createTestApp(standIn.paymongoEnv('https://shop.example'))
  zoneId = (await firstZone(t)).id
  productId = (
    await addProduct(t, { name: 'Pork Belly', priceCentavos: 40_000, stockGrams: 100_000 })
  ).id
})
afterAll(async () => {
  await t?.close()
  await standIn?.stop()
})

/** An order paid online, placed through checkout, and its one open attempt. */
async function placeOnline() {
  const order: PublicOrder = await placeOk(
    t,
    orderBody(zoneId, [kg(productId)], { paymentMethod: 'online', textUpdates: true }),
  )
  const [session] = await t.db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.orderId, order.orderId))
  return { order, session: session! }
}

/** A payment as the gateway reports it (a webhook's, or the session's when asked). */
function payment(over: Partial<GatewayPayment> = {}): GatewayPayment {
  paymentCounter += 1
  return {
    id: `pay_Test${String(paymentCounter).padStart(10, '0')}`,
    status: 'paid',
    amountCentavos: 0,
    feeCentavos: 1_250,
    methodType: 'gcash',
    paymentIntentId: null,
    paidAt: new Date().toISOString(),
    failureReason: null,
    metadata: {},
    ...over,
  }
}

const record = (input: RecordInput, via: 'webhook' | 'gateway' = 'webhook') =>
  t.db.transaction((tx) => recordOnlinePayment(t.deps, tx, { ...input, via }))
const recordFailed = (input: RecordInput) =>
  t.db.transaction((tx) => recordPaymentFailed(t.deps, tx, input))

async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  return row!
}

async function sessionRow(id: string) {
  const [row] = await t.db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.id, id))
  return row!
}

describe('recordOnlinePayment', () => {
  it('applies a payment once: the order paid, the attempt paid, one timeline entry, one email', async () => {
    const { order, session } = await placeOnline()
    const paid = payment({ amountCentavos: session.amountCentavos })
    expect(await record({ sessionId: session.id, paymentIntentId: null, payment: paid })).toEqual({
      kind: 'applied',
      orderId: order.orderId,
    })
    // A retry of the webhook, or the page asking: nothing twice.
    expect(
      await record({ sessionId: session.id, paymentIntentId: null, payment: paid }, 'gateway'),
    ).toEqual({ kind: 'already', orderId: order.orderId })

    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      paymentState: 'verified',
      paidCentavos: session.amountCentavos,
      paymentDueAt: null,
    })
    expect(await sessionRow(session.id)).toMatchObject({
      state: 'paid',
      paymentId: paid.id,
      methodType: 'gcash',
      paidCentavos: session.amountCentavos,
      feeCentavos: 1_250,
    })
    const entries = await t.db
      .select()
      .from(orderTimeline)
      .where(
        and(
          eq(orderTimeline.orderId, order.orderId),
          eq(orderTimeline.note, onlinePaymentMessages.receivedNote(paid.id)),
        ),
      )
    expect(entries).toHaveLength(1)
    expect(entries[0]!.status).not.toBe(NOTE_STATUS)
    const emails = (
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_verified'))
    ).filter((e) => e.subject.includes(order.orderId))
    expect(emails).toHaveLength(1)
  })

  it('finds the attempt by its payment intent when the event names no session', async () => {
    const { order, session } = await placeOnline()
    const paid = payment({
      amountCentavos: session.amountCentavos,
      paymentIntentId: session.paymentIntentId,
    })
    expect(
      await record({ sessionId: null, paymentIntentId: session.paymentIntentId, payment: paid }),
    ).toEqual({ kind: 'applied', orderId: order.orderId })
  })

  it('keeps for staff a payment no attempt matches, of another amount, or a second one', async () => {
    expect(
      await record({ sessionId: 'cs_unknown0000', paymentIntentId: null, payment: payment() }),
    ).toEqual({ kind: 'attention', orderId: null, reason: attentionReasons.unknownSession })

    const { order, session } = await placeOnline()
    const short = payment({ amountCentavos: session.amountCentavos - 100 })
    expect(await record({ sessionId: session.id, paymentIntentId: null, payment: short })).toEqual({
      kind: 'attention',
      orderId: order.orderId,
      reason: attentionReasons.amountMismatch(session.amountCentavos, session.amountCentavos - 100),
    })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidCentavos: null })

    const paid = payment({ amountCentavos: session.amountCentavos })
    await record({ sessionId: session.id, paymentIntentId: null, payment: paid })
    const second = payment({ amountCentavos: session.amountCentavos })
    expect(await record({ sessionId: session.id, paymentIntentId: null, payment: second })).toEqual(
      { kind: 'attention', orderId: order.orderId, reason: attentionReasons.alreadyPaid },
    )
    expect((await orderRow(order.orderId)).paidCentavos).toBe(session.amountCentavos)
  })

  it('never applies a payment to a cancelled order', async () => {
    const { order, session } = await placeOnline()
    const editor = await t.signIn('editor')
    const res = await t.request(adminOrdersApiPaths.status(order.orderId), {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor.cookie,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const paid = payment({ amountCentavos: session.amountCentavos })
    expect(await record({ sessionId: session.id, paymentIntentId: null, payment: paid })).toEqual({
      kind: 'attention',
      orderId: order.orderId,
      reason: attentionReasons.orderCancelled,
    })
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'cancelled',
      paymentState: 'awaiting',
      paidCentavos: null,
    })
  })

  it('records nothing for a payment that is not paid', async () => {
    const { order, session } = await placeOnline()
    const pending = payment({ amountCentavos: session.amountCentavos, status: 'pending' })
    expect(
      await record({ sessionId: session.id, paymentIntentId: null, payment: pending }),
    ).toEqual({ kind: 'ignored', orderId: order.orderId })
    expect((await sessionRow(session.id)).state).toBe('open')
  })
})

describe('recordPaymentFailed', () => {
  it('marks the attempt failed with a staff note, once; a paid attempt stays paid', async () => {
    const { order, session } = await placeOnline()
    const failed = payment({
      status: 'failed',
      amountCentavos: session.amountCentavos,
      failureReason: 'Insufficient funds',
    })
    const input = { sessionId: session.id, paymentIntentId: null, payment: failed }
    expect(await recordFailed(input)).toEqual({ kind: 'applied', orderId: order.orderId })
    expect(await recordFailed(input)).toEqual({ kind: 'already', orderId: order.orderId })
    expect(await sessionRow(session.id)).toMatchObject({
      state: 'failed',
      failureReason: 'Insufficient funds',
    })
    const notes = await t.db
      .select()
      .from(orderTimeline)
      .where(
        and(
          eq(orderTimeline.orderId, order.orderId),
          eq(orderTimeline.note, onlinePaymentMessages.failedNote(failed.id, 'Insufficient funds')),
        ),
      )
    expect(notes.map((n) => n.status)).toEqual([NOTE_STATUS])

    // The shopper tries again on the same page and pays.
    const paid = payment({ amountCentavos: session.amountCentavos })
    expect(
      (await record({ sessionId: session.id, paymentIntentId: null, payment: paid })).kind,
    ).toBe('applied')
    const late = payment({ status: 'failed', amountCentavos: session.amountCentavos })
    expect(
      await recordFailed({ sessionId: session.id, paymentIntentId: null, payment: late }),
    ).toEqual({ kind: 'already', orderId: order.orderId })
    expect((await sessionRow(session.id)).state).toBe('paid')
  })

  it('keeps for staff a failure no attempt matches', async () => {
    expect(
      await recordFailed({
        sessionId: null,
        paymentIntentId: 'pi_unknown0000',
        payment: payment({ status: 'failed' }),
      }),
    ).toEqual({ kind: 'attention', orderId: null, reason: attentionReasons.unknownSession })
  })
})
