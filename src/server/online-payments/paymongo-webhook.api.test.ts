import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { openDatabase } from '#server/db/client.ts'
import {
  onlinePaymentSessions,
  onlineRefunds,
  paymentEvents,
} from '#server/db/schema/online-payments.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { retention, runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import {
  attentionReasons,
  MAX_WEBHOOK_BODY_BYTES,
  onlinePaymentMessages,
  WEBHOOK_TOLERANCE_SECONDS,
} from '#shared/online-payment.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import {
  paymongoCheckoutSession,
  paymongoEvent,
  paymongoPayment,
  paymongoRefund,
} from '#tests/support/paymongo/paymongo-samples.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { paymongoSignatureHeader } from './paymongo-signature.ts'
import { REQUESTING_GRACE_MS } from './record-refund-update.ts'

/**
 * PayMongo's webhook (issue 32 §2): only a signature over the raw bytes lets an event in;
 * every event is stored by its id before it is acted on, so retries, two processes and
 * events out of order change an order once; events that match nothing, or not the
 * amount asked, are kept for staff and never applied.
 */
const WEBHOOK = paymentGatewayApiPaths.paymongoWebhook
const NOW = new Date('2026-11-28T09:00:00Z')
const nowSeconds = () => Math.floor(NOW.getTime() / 1000)
const DAY = 24 * 60 * 60 * 1000

let standIn: PaymongoStandIn
let t: TestApp
let shop: KiloOrders

beforeAll(async () => {
  // The stand-in builds and signs the events (as PayMongo does), at the app's clock.
  // Retries half a second apart: PayMongo's schedule, shortened, with room for a slow machine.
  standIn = await startPaymongoStandIn({ retryDelayMs: 500 })
  await standIn.setClock({ now: NOW })
  t = await createTestApp(standIn.paymongoEnv('https://shop.example'))
  shop = await kiloOrders(t, 'Webhook Beef')
})
afterAll(async () => {
  await t?.close()
  await standIn?.stop()
})
beforeEach(() => t.setNow(NOW))

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** An order placed to be paid online: its first attempt made at the stand-in, as checkout leaves it. */
async function awaitingOrder() {
  const placed = await shop.place('online')
  const [session] = await t.db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.orderId, placed.orderId))
  expect(session?.paymentIntentId, 'checkout made an attempt with a payment intent').toBeTruthy()
  return {
    orderId: placed.orderId,
    total: session!.amountCentavos,
    sessionId: session!.id,
    intentId: session!.paymentIntentId!,
  }
}
type Awaiting = Awaited<ReturnType<typeof awaitingOrder>>

function payment(o: Awaiting, options: { paymentId?: string; amount?: number } = {}) {
  return paymongoPayment({
    id: options.paymentId ?? id('pay'),
    amount: options.amount ?? o.total,
    method: 'gcash',
    paymentIntentId: o.intentId,
    metadata: { orderId: o.orderId, purpose: 'payment' },
    paidAt: nowSeconds(),
  })
}

/** A checkout session of the order's attempt, paid with `paid`. */
function paidSession(o: Awaiting, paid: ReturnType<typeof paymongoPayment>) {
  return paymongoCheckoutSession({
    id: o.sessionId,
    checkoutUrl: `https://checkout.paymongo.test/${o.sessionId}`,
    lineItems: [{ amount: o.total, name: 'Webhook Beef, 1 kg', quantity: 1 }],
    paymentMethodTypes: ['gcash'],
    referenceNumber: o.orderId,
    metadata: { orderId: o.orderId, purpose: 'payment' },
    paymentIntentId: o.intentId,
    paymentIntentStatus: 'succeeded',
    payments: [paid],
    paymentMethodUsed: 'gcash',
  })
}

/** An event as PayMongo posts it: its id, its bytes and their `Paymongo-Signature`. */
type Signed = { id: string; rawBody: string; header: string }

/** Built and signed by the stand-in, at the app's clock unless `timestampSeconds` says. */
const signed = (
  type: string,
  resource: { id: string },
  options: { timestampSeconds?: number; livemode?: boolean } = {},
): Promise<Signed> => standIn.signedEvent(type, resource, options)

const sessionPaidEvent = (o: Awaiting, paid: ReturnType<typeof paymongoPayment>) =>
  signed('checkout_session.payment.paid', paidSession(o, paid))

/** Signs bytes the test made itself (`t=…,te=…,li=`), with the shop's secret unless told. */
function sign(rawBody: string, options: { secret?: string; at?: number } = {}): string {
  return paymongoSignatureHeader({
    rawBody,
    secret: options.secret ?? standIn.webhookSecret,
    mode: 'test',
    timestampSeconds: options.at ?? nowSeconds(),
  })
}

/** Bytes signed by the test itself (a body PayMongo would not send, or an event shaped by hand). */
const selfSigned = (rawBody: string): Signed => ({ id: '', rawBody, header: sign(rawBody) })

/** POSTs the event's bytes as PayMongo would: signed, no cookie, no browser headers. */
function deliver(
  event: Signed,
  options: { rawBody?: string; signature?: string | null; headers?: Record<string, string> } = {},
) {
  const signature = options.signature === undefined ? event.header : options.signature
  return t.request(WEBHOOK, {
    method: 'POST',
    body: options.rawBody ?? event.rawBody,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'paymongo-signature': signature }),
      ...options.headers,
    },
  })
}

async function deliverOk(event: Signed) {
  const res = await deliver(event)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as { received: true; duplicate?: true }
}

async function orderNow(orderId: string) {
  const [row] = await t.db
    .select({
      paidCentavos: orders.paidCentavos,
      paymentState: orders.paymentState,
      status: orders.status,
      balanceSettledCentavos: orders.balanceSettledCentavos,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return row!
}

async function notes(orderId: string) {
  const rows = await t.db
    .select({ note: orderTimeline.note })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(asc(orderTimeline.id))
  return rows.map((r) => r.note)
}

async function inboxRow(eventId: string) {
  const [row] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))
  return row
}

const inboxCount = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n)

const eventIdOf = (event: Signed) => event.id

describe('the signature', () => {
  it('refuses a tampered body, a wrong secret, an old or missing signature: 401, nothing stored', async () => {
    const o = await awaitingOrder()
    const resource = paidSession(o, payment(o))
    const event = await signed('checkout_session.payment.paid', resource)
    const { rawBody } = event
    const before = await inboxCount()
    const tampered = rawBody.replace(`"amount":${o.total}`, `"amount":${o.total + 1}`)
    expect(tampered).not.toBe(rawBody)
    const old = await signed('checkout_session.payment.paid', resource, {
      timestampSeconds: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS - 1,
    })
    // Signed as PayMongo signs a live event (`li`), on a test-mode shop (`te` is empty).
    const live = await signed('checkout_session.payment.paid', resource, { livemode: true })
    const refusals: { event: Signed; rawBody?: string; signature?: string | null }[] = [
      { event, rawBody: tampered },
      { event, signature: sign(rawBody, { secret: 'whsk_someoneElsesSecret1' }) },
      { event: old },
      { event, signature: null },
      { event: live },
      { event, signature: 'garbage' },
    ]
    for (const { event: sent, ...refusal } of refusals) {
      const res = await deliver(sent, refusal)
      expect(res.status).toBe(401)
      const body = (await res.json()) as ApiErrorBody
      expect(body.error.code).toBe('bad_signature')
    }
    expect(await inboxCount()).toBe(before)
    expect(await orderNow(o.orderId)).toMatchObject({
      paidCentavos: null,
      paymentState: 'awaiting',
    })
  })

  it('takes a signature within the tolerance, on the bytes exactly as sent', async () => {
    const o = await awaitingOrder()
    const event = await sessionPaidEvent(o, payment(o))
    // Spaces and key order PayMongo chose: the HMAC is of these bytes, never re-serialised JSON.
    const rawBody = JSON.stringify(JSON.parse(event.rawBody), null, 2)
    const signature = sign(rawBody, { at: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS + 5 })
    const res = await deliver(event, { rawBody, signature })
    expect(res.status).toBe(200)
    expect((await orderNow(o.orderId)).paymentState).toBe('verified')
  })
})

describe('a paid checkout session', () => {
  it('marks the order paid once, however often the event comes', async () => {
    const o = await awaitingOrder()
    const paid = payment(o)
    const event = await sessionPaidEvent(o, paid)
    expect(await deliverOk(event)).toEqual({ received: true })
    // PayMongo's retries: the same event again.
    expect(await deliverOk(event)).toEqual({ received: true, duplicate: true })
    expect(await deliverOk(event)).toEqual({ received: true, duplicate: true })

    expect(await orderNow(o.orderId)).toMatchObject({
      paidCentavos: o.total,
      paymentState: 'verified',
      status: 'paid',
    })
    const received = (await notes(o.orderId)).filter(
      (n) => n === onlinePaymentMessages.receivedNote(paid.id),
    )
    expect(received).toHaveLength(1)
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'applied',
      orderId: o.orderId,
      sessionId: o.sessionId,
      paymentId: paid.id,
      amountCentavos: o.total,
      attentionReason: null,
      livemode: false,
    })
  })
})

describe('events out of order', () => {
  it('a failed payment after the attempt was paid changes nothing', async () => {
    const o = await awaitingOrder()
    await deliverOk(await sessionPaidEvent(o, payment(o)))
    const failed = await signed(
      'payment.failed',
      paymongoPayment({
        id: id('pay'),
        amount: o.total,
        status: 'failed',
        method: 'card',
        paymentIntentId: o.intentId,
      }),
    )
    expect(await deliverOk(failed)).toEqual({ received: true })
    expect((await inboxRow(eventIdOf(failed)))?.state).toBe('ignored')
    expect(await orderNow(o.orderId)).toMatchObject({
      paidCentavos: o.total,
      paymentState: 'verified',
      status: 'paid',
    })
    expect((await notes(o.orderId)).some((n) => n.startsWith('Online payment failed'))).toBe(false)
  })

  it('payment.paid, then checkout_session.payment.paid for the same payment: paid once', async () => {
    const o = await awaitingOrder()
    const paid = payment(o)
    const first = await signed('payment.paid', paid)
    const second = await sessionPaidEvent(o, paid)
    await deliverOk(first)
    await deliverOk(second)
    expect(await inboxRow(eventIdOf(first))).toMatchObject({
      state: 'applied',
      orderId: o.orderId,
      // The payment names its attempt by the payment intent; the row names the attempt.
      sessionId: o.sessionId,
      paymentId: paid.id,
    })
    expect((await inboxRow(eventIdOf(second)))?.state).toBe('ignored')
    expect((await orderNow(o.orderId)).paidCentavos).toBe(o.total)
    expect(
      (await notes(o.orderId)).filter((n) => n === onlinePaymentMessages.receivedNote(paid.id)),
    ).toHaveLength(1)
  })

  it('a failed payment before the good one is noted, and the good one still pays the order', async () => {
    const o = await awaitingOrder()
    const failedPayment = paymongoPayment({
      id: id('pay'),
      amount: o.total,
      status: 'failed',
      method: 'card',
      paymentIntentId: o.intentId,
      failedMessage: 'The card was declined.',
    })
    const failed = await signed('payment.failed', failedPayment)
    await deliverOk(failed)
    expect((await inboxRow(eventIdOf(failed)))?.state).toBe('applied')
    expect(await notes(o.orderId)).toContain(
      onlinePaymentMessages.failedNote(failedPayment.id, 'The card was declined.'),
    )
    await deliverOk(await sessionPaidEvent(o, payment(o)))
    expect((await orderNow(o.orderId)).paymentState).toBe('verified')
  })
})

describe('events kept for staff', () => {
  it('a payment for no attempt of the shop is kept with its reason, and changes no order', async () => {
    const stranger = {
      orderId: 'NOSUCHORDER',
      total: 123_400,
      sessionId: id('cs'),
      intentId: id('pi'),
    }
    const paid = payment(stranger)
    const event = await sessionPaidEvent(stranger, paid)
    expect(await deliverOk(event)).toEqual({ received: true })
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'attention',
      attentionReason: attentionReasons.unknownSession,
      orderId: null,
      sessionId: stranger.sessionId,
      paymentId: paid.id,
      amountCentavos: 123_400,
    })
  })

  it('an amount that does not match the attempt is kept, and the order stays unpaid', async () => {
    const o = await awaitingOrder()
    const short = payment(o, { amount: o.total - 100 })
    const event = await sessionPaidEvent(o, short)
    await deliverOk(event)
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'attention',
      attentionReason: attentionReasons.amountMismatch(o.total, o.total - 100),
      orderId: o.orderId,
      paymentId: short.id,
      amountCentavos: o.total - 100,
    })
    expect(await orderNow(o.orderId)).toMatchObject({
      paidCentavos: null,
      paymentState: 'awaiting',
      status: 'pending',
    })

    // PayMongo's `payment.paid` for the same payment: listed to staff once, not twice.
    const again = await signed('payment.paid', short)
    await deliverOk(again)
    expect(await inboxRow(eventIdOf(again))).toMatchObject({
      state: 'ignored',
      paymentId: short.id,
      attentionReason: attentionReasons.amountMismatch(o.total, o.total - 100),
    })
  })

  it('types the shop does not act on are stored and ignored', async () => {
    const source = { id: id('src'), type: 'source', attributes: { amount: 100 } }
    const event = await signed('source.chargeable', source)
    await deliverOk(event)
    expect((await inboxRow(eventIdOf(event)))?.state).toBe('ignored')
  })

  it('a live event reaching a test-mode shop is ignored, even one that would pay an order', async () => {
    const o = await awaitingOrder()
    const paid = payment(o)
    // Signed with the test key (`te`) but saying livemode: a body PayMongo never sends together.
    const body = paymongoEvent({
      id: id('evt'),
      type: 'payment.paid',
      resource: paid,
      livemode: true,
    })
    const event = { ...selfSigned(JSON.stringify(body)), id: body.data.id }
    await deliverOk(event)
    expect(await inboxRow(eventIdOf(event))).toMatchObject({ state: 'ignored', livemode: true })
    expect((await orderNow(o.orderId)).paymentState).toBe('awaiting')
  })
})

describe('refunds reported by PayMongo', () => {
  /** A paid order, packed lighter, with a refund the staff asked PayMongo for. */
  async function refundedOrder(amount: number, state: 'pending' | 'requesting' = 'pending') {
    const o = await awaitingOrder()
    const paid = payment(o)
    await deliverOk(await sessionPaidEvent(o, paid))
    const refundId = id('ref')
    await t.db.insert(onlineRefunds).values({
      orderId: o.orderId,
      paymentId: paid.id,
      gatewayRefundId: state === 'pending' ? refundId : null,
      requestKey: id('key'),
      amountCentavos: amount,
      state,
      createdAt: new Date(NOW.getTime() - REQUESTING_GRACE_MS - 1000),
    })
    // As the staff's refund counts it at once: what is still to refund goes down.
    await t.db
      .update(orders)
      .set({ balanceSettledCentavos: -amount })
      .where(eq(orders.orderId, o.orderId))
    return { ...o, paymentId: paid.id, refundId }
  }
  const refundRow = async (orderId: string) =>
    (await t.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, orderId)))[0]!
  const refundEvent = (
    r: { refundId: string; paymentId: string },
    amount: number,
    status: 'pending' | 'succeeded' | 'failed',
  ) =>
    signed(
      'payment.refund.updated',
      paymongoRefund({ id: r.refundId, amount, paymentId: r.paymentId, status }),
    )

  it('pending, then succeeded: the refund reads succeeded, nothing else moves', async () => {
    const r = await refundedOrder(5_950)
    const event = await refundEvent(r, 5_950, 'succeeded')
    await deliverOk(event)
    expect((await refundRow(r.orderId)).state).toBe('succeeded')
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'applied',
      orderId: r.orderId,
      paymentId: r.paymentId,
      amountCentavos: 5_950,
    })
    expect((await orderNow(r.orderId)).balanceSettledCentavos).toBe(-5_950)
    // A late 'pending' does not move it back.
    const late = await refundEvent(r, 5_950, 'pending')
    await deliverOk(late)
    expect((await inboxRow(eventIdOf(late)))?.state).toBe('ignored')
    expect((await refundRow(r.orderId)).state).toBe('succeeded')
  })

  it('failed gives the amount back once, even when the failure comes twice', async () => {
    const r = await refundedOrder(5_950)
    const first = await refundEvent(r, 5_950, 'failed')
    const second = await refundEvent(r, 5_950, 'failed')
    await deliverOk(first)
    await deliverOk(second)
    await deliverOk(first)
    expect((await refundRow(r.orderId)).state).toBe('failed')
    expect((await orderNow(r.orderId)).balanceSettledCentavos).toBe(0)
    expect((await inboxRow(eventIdOf(first)))?.state).toBe('applied')
    expect((await inboxRow(eventIdOf(second)))?.state).toBe('ignored')
    expect(
      (await notes(r.orderId)).filter(
        (n) => n === onlinePaymentMessages.refundFailedNote(5_950, r.refundId),
      ),
    ).toHaveLength(1)
  })

  it('a refund the shop never asked for is kept for staff', async () => {
    const event = await refundEvent(
      { refundId: id('ref'), paymentId: id('pay') },
      1_000,
      'succeeded',
    )
    await deliverOk(event)
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'attention',
      attentionReason: attentionReasons.unknownRefund,
      orderId: null,
    })
  })

  it('a refund whose amount is not the one asked is kept for staff, the refund unchanged', async () => {
    const r = await refundedOrder(5_950)
    const event = await refundEvent(r, 9_950, 'failed')
    await deliverOk(event)
    expect(await inboxRow(eventIdOf(event))).toMatchObject({
      state: 'attention',
      attentionReason: attentionReasons.amountMismatch(5_950, 9_950),
      orderId: r.orderId,
    })
    expect((await refundRow(r.orderId)).state).toBe('pending')
    expect((await orderNow(r.orderId)).balanceSettledCentavos).toBe(-5_950)
  })

  it("news of a refund whose request's answer is not stored yet is refused for PayMongo to send again", async () => {
    const r = await refundedOrder(5_950, 'requesting')
    // The staff's call went out this moment: its answer (the refund id) is on its way.
    await t.db
      .update(onlineRefunds)
      .set({ createdAt: NOW })
      .where(eq(onlineRefunds.orderId, r.orderId))
    const event = await refundEvent(r, 5_950, 'succeeded')
    const res = await deliver(event)
    expect(res.status).toBe(503)
    expect(await inboxRow(eventIdOf(event))).toBeUndefined()
    // PayMongo's retry, later: the request's process never stored its answer, so this is it.
    t.setNow(new Date(NOW.getTime() + REQUESTING_GRACE_MS + 1000))
    const retry = await deliver(event, {
      signature: sign(event.rawBody, { at: nowSeconds() + REQUESTING_GRACE_MS / 1000 + 1 }),
    })
    expect(retry.status).toBe(200)
    expect(await refundRow(r.orderId)).toMatchObject({
      state: 'succeeded',
      gatewayRefundId: r.refundId,
    })
    // The shopper's timeline names it, as the staff's refund would have once answered,
    // and the refund email goes out.
    expect(await notes(r.orderId)).toContain(onlinePaymentMessages.refundedNote(5_950, r.refundId))
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'online_refund'))
    expect(emails.filter((e) => e.subject.includes(r.orderId))).toHaveLength(1)
  })
})

describe('the route', () => {
  it('is not there without PayMongo settings (404)', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.request(WEBHOOK, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'paymongo-signature': 't=1,te=00,li=' },
      })
      expect(res.status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('refuses a body over the cap (413) and stores nothing', async () => {
    const before = await inboxCount()
    const rawBody = JSON.stringify({ padding: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) })
    const res = await deliver(selfSigned(rawBody))
    expect(res.status).toBe(413)
    expect(await inboxCount()).toBe(before)
  })

  it('answers 400 for a signed body that is not an event, and stores nothing', async () => {
    const before = await inboxCount()
    const res = await deliver(selfSigned('{"data":{"id":"x"}}'))
    expect(res.status).toBe(400)
    expect(await inboxCount()).toBe(before)
  })

  it('is not held to the same-origin rule, which still refuses other writes', async () => {
    const o = await awaitingOrder()
    const foreign = { origin: 'https://paymongo.example', 'sec-fetch-site': 'cross-site' }
    const res = await deliver(await sessionPaidEvent(o, payment(o)), { headers: foreign })
    expect(res.status).toBe(200)
    expect((await orderNow(o.orderId)).paymentState).toBe('verified')

    const other = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'x' },
      headers: foreign,
    })
    expect(other.status).toBe(403)
    // Only this exact path: one below it is held to the rule like any other write.
    const below = await t.request(`${WEBHOOK}/x`, { method: 'POST', body: '{}', headers: foreign })
    expect(below.status).toBe(403)
  })
})

describe('two deliveries of one event at the same moment', () => {
  it('apply it once (two apps on one PostgreSQL database; two requests to one app on PGlite)', async () => {
    const o = await awaitingOrder()
    const paid = payment(o)
    const event = await sessionPaidEvent(o, paid)
    const second =
      t.driver === 'postgres'
        ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 })
        : null
    try {
      const otherApp = second
        ? createApp({ ...t.deps, db: second.db, catalogCache: new CatalogCache() })
        : null
      const viaOther = () =>
        otherApp
          ? otherApp.request(`http://localhost${WEBHOOK}`, {
              method: 'POST',
              body: event.rawBody,
              headers: { 'content-type': 'application/json', 'paymongo-signature': event.header },
            })
          : deliver(event)
      const answers = await Promise.all([deliver(event), viaOther(), deliver(event), viaOther()])
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as { duplicate?: true }[]
      expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1)
    } finally {
      await second?.close()
    }
    expect((await orderNow(o.orderId)).paidCentavos).toBe(o.total)
    expect(
      (await notes(o.orderId)).filter((n) => n === onlinePaymentMessages.receivedNote(paid.id)),
    ).toHaveLength(1)
    expect((await inboxRow(eventIdOf(event)))?.state).toBe('applied')
  })
})

describe('retention (housekeeping)', () => {
  it('removes handled events after 180 days; keeps those for staff while their order is open', async () => {
    const o = await awaitingOrder()
    const old = new Date(NOW.getTime() - retention.paymentEventsMs - DAY)
    const recent = new Date(NOW.getTime() - retention.paymentEventsMs + DAY)
    const row = (
      state: 'applied' | 'ignored' | 'attention',
      receivedAt: Date,
      orderId?: string,
    ) => ({
      id: id('evt'),
      type: 'payment.paid',
      livemode: false,
      state,
      payload: {},
      receivedAt,
      orderId: orderId ?? null,
    })
    const rows = {
      oldApplied: row('applied', old, o.orderId),
      oldIgnored: row('ignored', old),
      oldAttentionNoOrder: row('attention', old),
      oldAttentionOpenOrder: row('attention', old, o.orderId),
      recentApplied: row('applied', recent),
      recentAttention: row('attention', recent),
    }
    await t.db.insert(paymentEvents).values(Object.values(rows))
    const report = await runHousekeeping(t.deps, NOW)
    expect(report.deletedPaymentEvents).toBeGreaterThanOrEqual(3)
    const left = async (r: { id: string }) => (await inboxRow(r.id)) !== undefined
    expect(await left(rows.oldApplied)).toBe(false)
    expect(await left(rows.oldIgnored)).toBe(false)
    expect(await left(rows.oldAttentionNoOrder)).toBe(false)
    expect(await left(rows.oldAttentionOpenOrder)).toBe(true)
    expect(await left(rows.recentApplied)).toBe(true)
    expect(await left(rows.recentAttention)).toBe(true)

    // Once the order is closed, its old attention event goes too.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderId, o.orderId))
    await runHousekeeping(t.deps, NOW)
    expect(await left(rows.oldAttentionOpenOrder)).toBe(false)
  })
})

describe('events as PayMongo delivers them (the stand-in posting to the running app)', () => {
  it('retried until the shop takes them, then applied once; a later duplicate changes nothing', async () => {
    const served = await createTestApp(standIn.paymongoEnv('https://shop.example'))
    const server = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()))
      const { port } = server.address() as AddressInfo
      await standIn.setWebhookUrl(`http://127.0.0.1:${port}${WEBHOOK}`)
      served.setNow(NOW)
      const beef = await kiloOrders(served, 'Delivered Beef')
      const placed = await placeOk(
        served,
        orderBody(beef.zoneId, [kg(beef.productId)], { paymentMethod: 'online' }),
      )
      const session = (await standIn.sessions()).find(
        (x) => x.attributes.reference_number === placed.orderId,
      )
      expect(session, 'the order made an attempt at the stand-in').toBeDefined()
      const paymentState = async () =>
        (
          await served.db
            .select({ state: orders.paymentState, paid: orders.paidCentavos })
            .from(orders)
            .where(eq(orders.orderId, placed.orderId))
        )[0]!

      // PayMongo's clock is ten minutes off: every first attempt is refused (401), and retried.
      await standIn.setClock({ now: new Date(NOW.getTime() - 10 * 60_000) })
      const { payment: paid, eventIds } = await standIn.pay(session!.id)
      expect(eventIds).toHaveLength(2)
      const firstTries = await Promise.all(eventIds.map((e) => standIn.waitForDeliveries(e, 1)))
      expect(firstTries.map((e) => e.deliveries[0]!.status)).toEqual([401, 401])
      expect((await paymentState()).state).toBe('awaiting')

      await standIn.setClock({ now: NOW })
      const taken = async (eventId: string) => {
        for (const end = Date.now() + 10_000; Date.now() < end; ) {
          const found = (await standIn.events()).find((e) => e.id === eventId)
          if (found?.deliveries.some((d) => d.status === 200)) return found
          await new Promise((r) => setTimeout(r, 25))
        }
        throw new Error(`event ${eventId} was never taken`)
      }
      await Promise.all(eventIds.map(taken))
      expect(await paymentState()).toEqual({ state: 'verified', paid: placed.totalCentavos })

      // PayMongo sends one again: answered 200 (it stops retrying), nothing applied twice.
      const again = await standIn.deliverEvent(eventIds[0]!)
      expect(again.deliveries.at(-1)!.status).toBe(200)
      expect(await paymentState()).toEqual({ state: 'verified', paid: placed.totalCentavos })
      const timeline = await served.db
        .select({ note: orderTimeline.note })
        .from(orderTimeline)
        .where(eq(orderTimeline.orderId, placed.orderId))
      expect(
        timeline.filter((n) => n.note === onlinePaymentMessages.receivedNote(paid.id)),
      ).toHaveLength(1)
      const stored = await served.db
        .select({ type: paymentEvents.type, state: paymentEvents.state })
        .from(paymentEvents)
        .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.type))
      expect(stored).toEqual(
        expect.arrayContaining([
          { type: 'checkout_session.payment.paid', state: 'applied' },
          { type: 'payment.paid', state: 'ignored' },
        ]),
      )
      expect(stored).toHaveLength(2)
    } finally {
      await standIn.setWebhookUrl(null)
      await standIn.setClock({ now: NOW })
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await served.close()
    }
  })
})
