import { and, asc, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { onlinePaymentSessions } from '#server/db/schema/online-payments.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import { runPaymentDeadlines } from '#server/payments/payment-deadline-job.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { MINUTE_MS } from '#shared/durations.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import type { OnlinePaymentStatus, PaymentEventList } from '#shared/schemas/online-payments.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { withZoneAddress } from '#tests/support/fixtures/address-fixtures.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  place,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const PUBLIC_URL = 'https://shop.example'

let standIn: PaymongoStandIn
let t: TestApp
let zoneId: number
let ribeyeId: number
let sirloinId: number
let editor: { cookie: string }
/** The app's clock: moved on by `later()`, so the page may ask the gateway again (once per 3 s). */
let clock = new Date('2026-11-27T02:00:00.000Z')

beforeAll(async () => {
  standIn = await startPaymongoStandIn()
  t = await createTestApp(standIn.paymongoEnv(PUBLIC_URL))
  t.setNow(clock)
  zoneId = (await firstZone(t)).id
  editor = await t.signIn('editor')
  ribeyeId = (
    await addProduct(t, {
      name: 'Ribeye Steak',
      priceCentavos: 120_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
  sirloinId = (await addProduct(t, { name: 'Sirloin', priceCentavos: 60_000, stockGrams: 500_000 }))
    .id
})
afterAll(async () => {
  await t?.close()
  await standIn?.stop()
})
beforeEach(async () => {
  await standIn.setMode('ok')
  later()
})

/** Moves the app's clock on by `ms` (10 s unless told). */
function later(ms = 10_000): Date {
  clock = new Date(clock.getTime() + ms)
  t.setNow(clock)
  return clock
}

const onlineBody = (extra: Record<string, unknown> = {}) =>
  orderBody(zoneId, [kg(ribeyeId, 1), kg(sirloinId, 2)], { paymentMethod: 'online', ...extra })

async function sessionsOf(orderId: string) {
  return t.db
    .select()
    .from(onlinePaymentSessions)
    .where(eq(onlinePaymentSessions.orderId, orderId))
    .orderBy(asc(onlinePaymentSessions.createdAt), asc(onlinePaymentSessions.id))
}

async function newestSessionId(orderId: string): Promise<string> {
  const sessions = await sessionsOf(orderId)
  const newest = sessions.at(-1)
  if (!newest) throw new Error(`no session for ${orderId}`)
  return newest.id
}

async function status(order: PublicOrder): Promise<OnlinePaymentStatus> {
  const res = await t.request(orderApiPaths.onlinePayment(order.accessToken))
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

async function publicOrder(order: PublicOrder): Promise<PublicOrder> {
  const res = await t.request(orderApiPaths.byToken(order.accessToken))
  expect(res.status).toBe(200)
  return res.json()
}

async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  return row!
}

async function emailsOf(orderId: string, kind: string) {
  return (
    await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, kind))
      .orderBy(desc(emailOutbox.id))
  ).filter((e) => e.subject.includes(orderId))
}

function startAttempt(order: PublicOrder, purpose: 'payment' | 'balance' = 'payment') {
  return t.request(orderApiPaths.onlinePayment(order.accessToken), {
    method: 'POST',
    json: { purpose },
  })
}

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  const body: ApiErrorBody = await res.json()
  expect(body.error.message).toBe(message)
  return body
}

describe('placing an order paid online', () => {
  it('offers online payment beside cash and the screenshot flow', async () => {
    const res = await t.request('/api/checkout/options')
    expect((await res.json()).paymentMethods).toEqual(['cod', 'online', 'gcash'])
  })

  it("creates a PayMongo session with the server's prices, the order id and PUBLIC_URL, and answers where to send the shopper", async () => {
    const body = onlineBody()
    const res = await place(t, body)
    expect(res.status, await res.clone().text()).toBe(201)
    const order: PublicOrder = await res.json()
    expect(order.paymentMethod).toBe('online')
    expect(order.payment).toBeNull()
    expect(order.gcash).toBeNull()
    const online = order.onlinePayment!
    expect(online).toMatchObject({
      state: 'awaiting',
      lastAttempt: 'open',
      canRetry: true,
      canPayOnDelivery: true,
      canPayBalance: false,
      paidLabel: null,
    })
    expect(online.dueAt).toBe(new Date(clock.getTime() + 60 * MINUTE_MS).toISOString())
    expect(online.deadlineText).toBe(onlinePaymentMessages.deadlineText(online.dueAt!))

    const [row] = await sessionsOf(order.orderId)
    expect(online.checkoutUrl).toBe(row!.checkoutUrl)
    expect(row).toMatchObject({
      purpose: 'payment',
      state: 'open',
      amountCentavos: order.totalCentavos,
    })
    const session = await standIn.session(row!.id)
    const a = session.attributes
    expect(a.checkout_url).toBe(online.checkoutUrl)
    expect(a.reference_number).toBe(order.orderId)
    expect(a.metadata).toEqual({ orderId: order.orderId, purpose: 'payment' })
    expect(a.payment_method_types).toEqual(['gcash', 'paymaya', 'qrph', 'card'])
    expect(a.line_items.map((i) => [i.name, i.quantity])).toEqual([
      ['Ribeye Steak — 1 kg', 1],
      ['Sirloin — 2 kg', 1],
      ...(order.deliveryFeeCentavos > 0 ? [['Delivery fee', 1]] : []),
    ])
    expect(a.line_items.reduce((sum, i) => sum + i.amount * i.quantity, 0)).toBe(
      order.totalCentavos,
    )
    const page = `${PUBLIC_URL}/orders/${order.accessToken}`
    expect(a.success_url).toBe(`${page}?payment=returned`)
    expect(a.cancel_url).toBe(`${page}?payment=cancelled`)

    // Stock and the delivery place are held as for any order; the deadline is the online one.
    const stored = await orderRow(order.orderId)
    expect(stored).toMatchObject({ status: 'pending', paymentState: 'awaiting', stockHeld: true })
    const [confirmation] = await emailsOf(order.orderId, 'order_confirmation')
    expect(confirmation!.textBody).toContain(onlinePaymentMessages.awaitingTitle)
    expect(confirmation!.textBody).toContain(
      onlinePaymentMessages.deadlineText(stored.paymentDueAt!),
    )
    expect(confirmation!.textBody).not.toContain('GCash to')
    expect(confirmation!.textBody).not.toContain('Upload Proof of Payment')
  })

  it('never builds the return address from a Host header the request sends', async () => {
    const body = onlineBody()
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: await withZoneAddress(t, body),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      ip: '10.99.0.1',
    })
    expect(res.status).toBe(201)
    const order: PublicOrder = await res.json()
    const session = await standIn.session(await newestSessionId(order.orderId))
    expect(session.attributes.success_url).toMatch(/^https:\/\/shop\.example\/orders\//)
    expect(session.attributes.cancel_url).toMatch(/^https:\/\/shop\.example\/orders\//)
  })

  it('answers a submit sent again with the same session, never a second one', async () => {
    const body = onlineBody()
    const first = await place(t, body)
    expect(first.status).toBe(201)
    const placed: PublicOrder = await first.json()
    const again = await place(t, body)
    expect(again.status).toBe(200)
    const replayed: PublicOrder = await again.json()
    expect(replayed.orderId).toBe(placed.orderId)
    expect(replayed.onlinePayment!.checkoutUrl).toBe(placed.onlinePayment!.checkoutUrl)
    expect(await sessionsOf(placed.orderId)).toHaveLength(1)
    const atGateway = (await standIn.sessions()).filter(
      (s) => s.attributes.reference_number === placed.orderId,
    )
    expect(atGateway).toHaveLength(1)
  })

  it('places the order when PayMongo is down, and paying works once it is back', async () => {
    await standIn.setMode('error')
    const order = await placeOk(t, onlineBody())
    expect(order.onlinePayment).toMatchObject({
      state: 'awaiting',
      lastAttempt: null,
      checkoutUrl: null,
      canRetry: true,
    })
    expect(await sessionsOf(order.orderId)).toHaveLength(0)
    // Trying again while it is still down: the shopper is told, nothing is written.
    await expectRefused(await startAttempt(order), 503, onlinePaymentMessages.gatewayUnavailable)
    expect(await sessionsOf(order.orderId)).toHaveLength(0)

    await standIn.setMode('ok')
    const res = await startAttempt(order)
    expect(res.status).toBe(200)
    const { checkoutUrl } = await res.json()
    expect((await status(order)).checkoutUrl).toBe(checkoutUrl)
  })

  it('refuses the screenshot flow when the admin turned it off beside online payment', async () => {
    await putSettings(t.db, 'gcash', { ...defaultSettings.gcash, manualEnabled: false }, new Date())
    try {
      const options = await (await t.request('/api/checkout/options')).json()
      expect(options.paymentMethods).toEqual(['cod', 'online'])
      const res = await place(t, orderBody(zoneId, [kg(sirloinId)], { paymentMethod: 'gcash' }))
      const body = await expectRefused(res, 422, onlinePaymentMessages.manualGcashOff)
      expect(body.error.fields).toEqual({ paymentMethod: onlinePaymentMessages.manualGcashOff })
    } finally {
      await putSettings(t.db, 'gcash', defaultSettings.gcash, new Date())
    }
  })

  it('refuses pay after we weigh with online payment (it pays the estimate now)', async () => {
    const res = await place(t, onlineBody({ payAfterWeigh: true }))
    expect(res.status).toBe(422)
  })
})

describe('coming back from PayMongo', () => {
  it("records a payment the page's question finds, though no webhook came", async () => {
    const order = await placeOk(t, onlineBody({ textUpdates: true }))
    const sessionId = await newestSessionId(order.orderId)
    const { payment } = await standIn.pay(sessionId, { method: 'gcash' })
    later()
    const paid = await status(order)
    expect(paid).toMatchObject({
      state: 'paid',
      lastAttempt: 'paid',
      methodType: 'gcash',
      paidLabel: 'Paid online (GCash)',
      paidCentavos: order.totalCentavos,
      balanceCentavos: 0,
      canRetry: false,
      canPayOnDelivery: false,
      dueAt: null,
    })
    const stored = await orderRow(order.orderId)
    expect(stored).toMatchObject({
      status: 'paid',
      paymentState: 'verified',
      paidCentavos: order.totalCentavos,
      paymentDueAt: null,
    })
    const page = await publicOrder(order)
    expect(page.status).toBe('paid')
    expect(page.timeline.map((e) => e.note)).toContain(
      onlinePaymentMessages.receivedNote(payment.id),
    )
    const [verified] = await emailsOf(order.orderId, 'payment_verified')
    const [text] = await t.db
      .select()
      .from(textOutbox)
      .where(and(eq(textOutbox.orderId, order.orderId), eq(textOutbox.kind, 'payment_verified')))
    expect(text!.message).toContain('online payment')
    expect(verified!.textBody).toContain(payment.id)
    expect(verified!.textBody).toContain('GCash')

    // Asked again: nothing is recorded twice.
    later()
    await status(order)
    expect(await emailsOf(order.orderId, 'payment_verified')).toHaveLength(1)
    const notes = await t.db
      .select()
      .from(orderTimeline)
      .where(
        and(
          eq(orderTimeline.orderId, order.orderId),
          eq(orderTimeline.note, onlinePaymentMessages.receivedNote(payment.id)),
        ),
      )
    expect(notes).toHaveLength(1)

    // Staff read the payment id and method.
    const admin: AdminOrder = await (
      await t.request(adminOrdersApiPaths.order(order.orderId), { cookie: editor.cookie })
    ).json()
    expect(admin.onlinePayment).toMatchObject({ paymentId: payment.id, methodType: 'gcash' })
    expect(admin.onlinePayment!.attempts[0]).toMatchObject({
      sessionId,
      state: 'paid',
      paymentId: payment.id,
      feeCentavos: payment.attributes.fee,
    })
  })

  it('asks PayMongo at most once per attempt every few seconds', async () => {
    const order = await placeOk(t, onlineBody())
    const sessionId = await newestSessionId(order.orderId)
    await status(order)
    await standIn.pay(sessionId)
    // Within 3 s of the last question: answered as the shop knows it.
    expect((await status(order)).state).toBe('awaiting')
    later(3_000)
    expect((await status(order)).state).toBe('paid')
  })

  it('offers trying again after a failed payment, with a new session and the old one expired', async () => {
    const order = await placeOk(t, onlineBody())
    const first = await newestSessionId(order.orderId)
    await standIn.fail(first)
    later()
    const failed = await status(order)
    expect(failed).toMatchObject({
      state: 'awaiting',
      lastAttempt: 'failed',
      canRetry: true,
      canPayOnDelivery: true,
    })
    const res = await startAttempt(order)
    expect(res.status).toBe(200)
    const { checkoutUrl } = await res.json()
    const second = await newestSessionId(order.orderId)
    expect(second).not.toBe(first)
    expect((await standIn.session(first)).attributes.status).toBe('expired')
    const sessions = await sessionsOf(order.orderId)
    expect(sessions.map((s) => s.state)).toEqual(['expired', 'open'])
    later()
    expect(await status(order)).toMatchObject({ lastAttempt: 'open', checkoutUrl })

    await standIn.pay(second, { method: 'paymaya' })
    later()
    expect(await status(order)).toMatchObject({ state: 'paid', paidLabel: 'Paid online (Maya)' })
    // Paid: no new attempt is made.
    await expectRefused(await startAttempt(order), 409, onlinePaymentMessages.notAwaiting)
  })

  it('switches to cash on delivery: the session expired, no deadline, the shopper sees why', async () => {
    const order = await placeOk(t, onlineBody())
    const sessionId = await newestSessionId(order.orderId)
    const res = await t.request(orderApiPaths.payOnDelivery(order.accessToken), { method: 'POST' })
    expect(res.status, await res.clone().text()).toBe(200)
    const switched: PublicOrder = await res.json()
    expect(switched).toMatchObject({ paymentMethod: 'cod', onlinePayment: null, status: 'pending' })
    expect(switched.timeline.map((e) => e.note)).toContain(onlinePaymentMessages.switchedToCodNote)
    expect(await orderRow(order.orderId)).toMatchObject({
      paymentMethod: 'cod',
      paymentState: 'none',
      paymentDueAt: null,
    })
    expect((await standIn.session(sessionId)).attributes.status).toBe('expired')
    expect((await sessionsOf(order.orderId))[0]!.state).toBe('expired')
    // Once only.
    await expectRefused(
      await t.request(orderApiPaths.payOnDelivery(order.accessToken), { method: 'POST' }),
      409,
      onlinePaymentMessages.switchNotAllowed,
    )
  })

  it('refuses the switch when a payment just landed, and records it', async () => {
    const order = await placeOk(t, onlineBody())
    await standIn.pay(await newestSessionId(order.orderId))
    await expectRefused(
      await t.request(orderApiPaths.payOnDelivery(order.accessToken), { method: 'POST' }),
      409,
      onlinePaymentMessages.switchNotAllowed,
    )
    expect(await orderRow(order.orderId)).toMatchObject({ paymentMethod: 'online', status: 'paid' })
  })

  it('refuses the switch when the admin does not allow it', async () => {
    const order = await placeOk(t, onlineBody())
    await putSettings(
      t.db,
      'onlinePayments',
      { ...defaultSettings.onlinePayments, allowSwitchToCod: false },
      new Date(),
    )
    try {
      later()
      expect((await status(order)).canPayOnDelivery).toBe(false)
      await expectRefused(
        await t.request(orderApiPaths.payOnDelivery(order.accessToken), { method: 'POST' }),
        409,
        onlinePaymentMessages.switchNotAllowed,
      )
    } finally {
      await putSettings(t.db, 'onlinePayments', defaultSettings.onlinePayments, new Date())
    }
  })

  it('keeps a payment of another amount for staff instead of applying it', async () => {
    const order = await placeOk(t, onlineBody())
    await standIn.pay(await newestSessionId(order.orderId), { amountCentavos: 100 })
    later()
    expect(await status(order)).toMatchObject({ state: 'awaiting', paidCentavos: 0 })
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidCentavos: null })

    // Found by asking, not by a webhook: staff see it all the same, once however often asked.
    later()
    await status(order)
    const listed = await t.request(adminOrdersApiPaths.paymentEvents, { cookie: editor.cookie })
    const events = ((await listed.json()) as PaymentEventList).items.filter(
      (e) => e.orderId === order.orderId,
    )
    expect(events).toEqual([
      expect.objectContaining({
        state: 'attention',
        amountCentavos: 100,
        reason: expect.stringContaining('₱1.00'),
      }),
    ])
  })
})

describe('the deadline of an online order', () => {
  it('cancels an unpaid order: stock back, the session expired, the cancel email and text', async () => {
    const order = await placeOk(t, onlineBody({ textUpdates: true }))
    const sessionId = await newestSessionId(order.orderId)
    const due = (await orderRow(order.orderId)).paymentDueAt!

    // A second before: not yet (earlier tests' orders, due before it, go now).
    await runPaymentDeadlines(t.deps, new Date(due.getTime() - 1_000))
    expect((await orderRow(order.orderId)).status).toBe('pending')
    const stockBefore = await stockOf(t, sirloinId)

    const report = await runPaymentDeadlines(t.deps, new Date(due.getTime() + 1_000))
    expect(report.cancelled).toBeGreaterThanOrEqual(1)
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'cancelled',
      stockHeld: false,
      deliveryHeld: false,
    })
    expect(await stockOf(t, sirloinId)).toBe(stockBefore + 2_000)
    expect((await standIn.session(sessionId)).attributes.status).toBe('expired')
    expect((await sessionsOf(order.orderId))[0]!.state).toBe('expired')
    const [cancelled] = await emailsOf(order.orderId, 'payment_deadline_cancelled')
    expect(cancelled!.textBody).toContain('no online payment was received within 60 minutes')
    const texts = await t.db
      .select()
      .from(textOutbox)
      .where(and(eq(textOutbox.orderId, order.orderId), eq(textOutbox.kind, 'cancelled')))
    expect(texts.map((m) => m.message)).toEqual([
      expect.stringContaining('because no online payment reached us in time'),
    ])
    later()
    expect(await status(order)).toMatchObject({ canRetry: false, canPayOnDelivery: false })
  })

  it('records a payment whose webhook was lost instead of cancelling', async () => {
    const order = await placeOk(t, onlineBody())
    await standIn.pay(await newestSessionId(order.orderId))
    const due = (await orderRow(order.orderId)).paymentDueAt!
    const report = await runPaymentDeadlines(t.deps, new Date(due.getTime() + 1_000))
    expect(report.paidOnline).toBeGreaterThanOrEqual(1)
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      paymentState: 'verified',
      stockHeld: true,
    })
  })

  it('leaves the order for the next run while PayMongo cannot be asked', async () => {
    const order = await placeOk(t, onlineBody())
    const due = (await orderRow(order.orderId)).paymentDueAt!
    await standIn.setMode('error')
    await runPaymentDeadlines(t.deps, new Date(due.getTime() + 1_000))
    expect((await orderRow(order.orderId)).status).toBe('pending')
    await standIn.setMode('ok')
    await runPaymentDeadlines(t.deps, new Date(due.getTime() + 2_000))
    expect((await orderRow(order.orderId)).status).toBe('cancelled')
  })
})

describe('staff cancelling an online order', () => {
  it('expires its attempts here and at PayMongo, one by one or as a group', async () => {
    const admin = await t.signIn('admin')
    const one = await placeOk(t, onlineBody())
    const oneSession = await newestSessionId(one.orderId)
    const cancel = await t.request(adminOrdersApiPaths.status(one.orderId), {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor.cookie,
    })
    expect(cancel.status, await cancel.clone().text()).toBe(200)
    expect((await standIn.session(oneSession)).attributes.status).toBe('expired')
    expect((await sessionsOf(one.orderId)).map((s) => s.state)).toEqual(['expired'])

    const two = await placeOk(t, onlineBody())
    const twoSession = await newestSessionId(two.orderId)
    const group = await t.request(adminOrdersApiPaths.cancelPending, {
      method: 'POST',
      json: { orderIds: [two.orderId] },
      cookie: admin.cookie,
    })
    expect(group.status, await group.clone().text()).toBe(200)
    expect((await standIn.session(twoSession)).attributes.status).toBe('expired')
    later()
    expect(await status(two)).toMatchObject({ canRetry: false, checkoutUrl: null })
  })
})

describe('a balance left by packing heavier', () => {
  it('is paid online through a session of its own, and settles the balance', async () => {
    const order = await placeOk(t, onlineBody())
    await standIn.pay(await newestSessionId(order.orderId))
    later()
    expect((await status(order)).state).toBe('paid')
    // Nothing to pay yet.
    await expectRefused(await startAttempt(order, 'balance'), 409, onlinePaymentMessages.noBalance)

    const admin: AdminOrder = await (
      await t.request(adminOrdersApiPaths.order(order.orderId), { cookie: editor.cookie })
    ).json()
    const ribeye = admin.items.find((i) => i.name === 'Ribeye Steak')!
    const packed = await t.request(adminOrdersApiPaths.packedWeight(order.orderId, ribeye.id), {
      method: 'PUT',
      json: { packedGrams: 1_080, packingVersion: admin.packingVersion },
      cookie: editor.cookie,
    })
    expect(packed.status, await packed.clone().text()).toBe(200)
    const after = await orderRow(order.orderId)
    const balance = after.totalCentavos - order.totalCentavos
    expect(balance).toBeGreaterThan(0)

    const [packedEmail] = await emailsOf(order.orderId, 'order_packed')
    expect(packedEmail!.textBody).toContain(onlinePaymentMessages.balanceHint(balance))
    expect(packedEmail!.textBody).toMatch(/\/orders\/[A-Za-z0-9_-]{22}\?pay=balance/)

    later()
    expect(await status(order)).toMatchObject({ balanceCentavos: balance, canPayBalance: true })
    const res = await startAttempt(order, 'balance')
    expect(res.status).toBe(200)
    const balanceSession = await newestSessionId(order.orderId)
    const session = await standIn.session(balanceSession)
    expect(session.attributes.line_items).toEqual([
      expect.objectContaining({
        name: `Balance for order ${order.orderId}`,
        amount: balance,
        quantity: 1,
      }),
    ])
    expect(session.attributes.metadata).toEqual({ orderId: order.orderId, purpose: 'balance' })

    const { payment } = await standIn.pay(balanceSession)
    later()
    expect(await status(order)).toMatchObject({
      state: 'paid',
      balanceCentavos: 0,
      canPayBalance: false,
      paidCentavos: after.totalCentavos,
    })
    expect((await publicOrder(order)).timeline.map((e) => e.note)).toContain(
      onlinePaymentMessages.balanceReceivedNote(payment.id),
    )
  })
})

describe('without PayMongo configured', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await createTestApp({ PUBLIC_URL })
  })
  afterAll(() => plain?.close())

  it("offers what checkout offered before, and refuses 'online'", async () => {
    const options = await (await plain.request('/api/checkout/options')).json()
    expect(options.paymentMethods).toEqual(['cod', 'gcash'])
    const zone = await firstZone(plain)
    const product = await addProduct(plain, { name: 'Plain Liempo', stockGrams: 10_000 })
    const res = await place(
      plain,
      orderBody(zone.id, [kg(product.id)], { paymentMethod: 'online' }),
    )
    const body = await expectRefused(res, 422, onlinePaymentMessages.notConfigured)
    expect(body.error.fields).toEqual({ paymentMethod: onlinePaymentMessages.notConfigured })
  })
})
