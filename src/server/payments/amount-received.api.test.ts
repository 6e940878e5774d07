import { asc, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { paymentDeadlineText, paymentMessages } from '#shared/payment-state.ts'
import type { AdminOrder, AdminOrderList, PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { solidImage } from '#tests/support/fixtures/media-test-images.ts'
import { newestProofId as newestProofOf } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 28 §1 and §2: the amount staff received on a proof, the balance a short payment
 * leaves and its own proof, and the payment deadline in words.
 */

let t: TestApp
let editor: { cookie: string; name: string }
let shop: KiloOrders
let png: Buffer

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  const { cookie, user } = await t.signIn('editor')
  editor = { cookie, name: user.name }
  shop = await kiloOrders(t, 'Received Sirloin', 500_000)
  png = await solidImage(40, 60).png().toBuffer()
})
afterAll(() => t.close())

let ipCounter = 0
const freshIp = () => `10.28.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`
let referenceCounter = 0
const newReference = () => String(5_000_000_000_000 + ++referenceCounter)

const gcashOrder = () => shop.place()

/** The shopper's upload from the order page; `purpose` as the page sends it. */
function sendProof(order: PublicOrder, purpose?: string) {
  const form = new FormData()
  form.append('referenceNumber', newReference())
  if (purpose !== undefined) form.append('purpose', purpose)
  form.append('file', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'gc.png')
  return t.request(orderApiPaths.paymentProof(order.accessToken), {
    method: 'POST',
    body: form,
    ip: freshIp(),
  })
}

async function sendProofOk(order: PublicOrder, purpose?: string): Promise<PublicOrder> {
  const res = await sendProof(order, purpose)
  expect(res.status, await res.clone().text()).toBe(201)
  return res.json()
}

const newestProofId = async (orderId: string) => (await newestProofOf(t, orderId))!

async function verify(orderId: string, amountReceivedCentavos?: unknown) {
  return t.request(adminOrdersApiPaths.verifyPayment(orderId), {
    method: 'POST',
    json: { proofId: await newestProofId(orderId), amountReceivedCentavos },
    cookie: editor.cookie,
  })
}

async function verifyOk(orderId: string, amountReceivedCentavos?: number): Promise<AdminOrder> {
  const res = await verify(orderId, amountReceivedCentavos)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

const lookup = async (order: PublicOrder): Promise<PublicOrder> =>
  (await t.request(orderApiPaths.byToken(order.accessToken))).json()

async function lastEmail(order: PublicOrder, kind: string) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.kind} = ${kind} and ${emailOutbox.toAddresses} @> array[${order.customerEmail}]::text[]`,
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return row
}

/** What a refusal must leave as it was: the proofs, the order's money and its notes. */
async function writesOf(orderId: string) {
  const proofs = await t.db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(asc(paymentProofs.id))
  const [order] = await t.db
    .select({
      paymentState: orders.paymentState,
      paidCentavos: orders.paidCentavos,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  const notes = await t.db
    .select({ note: orderTimeline.note })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
  return { proofs, order, notes: notes.length }
}

/** A GCash order whose first proof staff verified for `received` (centavos). */
async function paidShort(shortByCentavos: number) {
  const order = await gcashOrder()
  await sendProofOk(order)
  await verifyOk(order.orderId, order.totalCentavos - shortByCentavos)
  return order
}

describe('the amount received: bad input', () => {
  const cases: [string, unknown, string][] = [
    ['zero', 0, paymentMessages.amountReceivedPositive],
    ['negative', -10_000, paymentMessages.amountReceivedPositive],
    ['three decimals (not whole centavos)', 100_000.5, paymentMessages.amountReceivedDecimals],
    ['above ₱1,000,000', 100_000_001, paymentMessages.amountReceivedTooLarge],
    ['not a number', '1000', paymentMessages.amountReceivedRequired],
  ]
  it.each(cases)(
    'refuses %s with the field message and writes nothing',
    async (_, amount, message) => {
      const order = await gcashOrder()
      await sendProofOk(order)
      const before = await writesOf(order.orderId)
      const res = await verify(order.orderId, amount)
      expect(res.status).toBe(422)
      const body: ApiErrorBody = await res.json()
      expect(body.error.fields).toEqual({ amountReceivedCentavos: message })
      expect(await writesOf(order.orderId)).toEqual(before)
    },
  )

  it('takes exactly ₱1,000,000.00', async () => {
    const order = await gcashOrder()
    await sendProofOk(order)
    const verified = await verifyOk(order.orderId, 100_000_000)
    expect(verified.payment!.paidCentavos).toBe(100_000_000)
  })
})

describe('a short payment', () => {
  it('records what was received, leaves a balance the staff and the shopper read, and keeps the order paid', async () => {
    const order = await gcashOrder()
    await sendProofOk(order)
    const received = order.totalCentavos - 10_000
    const verified = await verifyOk(order.orderId, received)
    expect(verified.status).toBe('paid')
    expect(verified.payment).toMatchObject({
      state: 'verified',
      paidCentavos: received,
      balanceCentavos: 10_000,
      proofPurpose: 'payment',
      proofState: 'verified',
      proofAmountReceivedCentavos: received,
      proofAmountDueCentavos: order.totalCentavos,
    })
    const note = verified.timeline.find(
      (e) => e.status === NOTE_STATUS && e.note.startsWith('Payment of'),
    )
    expect(note?.note).toBe(
      `Payment of ${formatPeso(received)} received (${formatPeso(order.totalCentavos)} due), verified by ${editor.name}. Customer to pay ₱100.00 more.`,
    )
    const [proof] = await t.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.id, await newestProofId(order.orderId)))
    expect(proof!.amountReceivedCentavos).toBe(received)

    // The shopper reads what was received and what is left.
    const seen = await lookup(order)
    expect(seen.payment).toMatchObject({ paidCentavos: received, balanceCentavos: 10_000 })
    const email = await lastEmail(order, 'payment_verified')
    expect(email!.textBody).toContain(`GCash payment of ${formatPeso(received)}`)
    expect(email!.textBody).toContain('Please send the remaining ₱100.00')
  })

  it('more than due leaves a refund due', async () => {
    const order = await gcashOrder()
    await sendProofOk(order)
    const verified = await verifyOk(order.orderId, order.totalCentavos + 5_000)
    expect(verified.payment!.balanceCentavos).toBe(-5_000)
    expect(verified.timeline.at(-2)!.note).toContain('Refund ₱50.00 to the customer.')
  })

  it('without an amount, records the amount due (the request of older screens)', async () => {
    const order = await gcashOrder()
    await sendProofOk(order)
    const verified = await verifyOk(order.orderId)
    expect(verified.payment).toMatchObject({
      paidCentavos: order.totalCentavos,
      balanceCentavos: null,
      proofAmountReceivedCentavos: order.totalCentavos,
    })
  })
})

describe('a balance proof', () => {
  it('is refused on an order with no balance: paid in full, not yet paid, or cash on delivery', async () => {
    const full = await gcashOrder()
    await sendProofOk(full)
    await verifyOk(full.orderId, full.totalCentavos)
    const awaiting = await gcashOrder()
    for (const order of [full, awaiting]) {
      const before = await writesOf(order.orderId)
      const res = await sendProof(order, 'balance')
      expect(res.status).toBe(409)
      expect(((await res.json()) as ApiErrorBody).error.message).toBe(
        paymentMessages.noBalanceToPay,
      )
      expect(await writesOf(order.orderId)).toEqual(before)
    }
    const cod = await shop.place('cod')
    const res = await sendProof(cod, 'balance')
    expect(res.status).toBe(409)
    expect(((await res.json()) as ApiErrorBody).error.message).toBe(paymentMessages.codNeedsNoProof)
  })

  it('is refused with an unknown purpose (422)', async () => {
    const order = await paidShort(10_000)
    const res = await sendProof(order, 'tip')
    expect(res.status).toBe(422)
    expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({
      purpose: paymentMessages.proofPurpose,
    })
  })

  it('is sent for the balance, waits for staff without unverifying the payment, and settles the balance once verified', async () => {
    const order = await paidShort(10_000)
    const sent = await sendProofOk(order, 'balance')
    expect(sent.status).toBe('paid')
    expect(sent.payment).toMatchObject({
      state: 'verified',
      proofPurpose: 'balance',
      proofState: 'submitted',
      balanceCentavos: 10_000,
    })
    // A second payment proof is still refused: the payment is verified.
    const again = await sendProof(order)
    expect(again.status).toBe(409)

    // Staff see it under 'To verify'.
    const list: AdminOrderList = await (
      await t.request(adminOrdersApiPaths.list({ payment: 'to-verify', pageSize: 100 }), {
        cookie: editor.cookie,
      })
    ).json()
    expect(list.items.find((o) => o.orderId === order.orderId)?.proofToVerify).toBe(true)

    const verified = await verifyOk(order.orderId, 10_000)
    expect(verified.status).toBe('paid')
    expect(verified.payment).toMatchObject({
      state: 'verified',
      paidCentavos: order.totalCentavos,
      balanceCentavos: null,
      proofPurpose: 'balance',
      proofState: 'verified',
    })
    expect(verified.timeline.at(-1)!.note).toBe(
      `Balance payment of ₱100.00 received (₱100.00 due), verified by ${editor.name}.`,
    )
    expect((await lookup(order)).payment).toMatchObject({ balanceCentavos: null })
    // Nothing left: another balance proof is refused.
    expect((await sendProof(order, 'balance')).status).toBe(409)
  })

  it('a balance proof short again leaves the rest; a rejected one leaves the payment verified with no deadline', async () => {
    const order = await paidShort(10_000)
    await sendProofOk(order, 'balance')
    const rejected = await t.request(adminOrdersApiPaths.rejectPayment(order.orderId), {
      method: 'POST',
      json: { proofId: await newestProofId(order.orderId), reason: 'Blurred' },
      cookie: editor.cookie,
    })
    expect(rejected.status).toBe(200)
    const seen = await lookup(order)
    expect(seen.status).toBe('paid')
    expect(seen.payment).toMatchObject({
      state: 'verified',
      proofPurpose: 'balance',
      proofState: 'rejected',
      rejectionReason: 'Blurred',
      dueAt: null,
      deadlineText: null,
      balanceCentavos: 10_000,
    })
    const email = await lastEmail(order, 'payment_rejected')
    expect(email!.textBody).toContain('Amount due: ₱100.00')
    expect(email!.textBody).not.toContain('Pay by')

    await sendProofOk(order, 'balance')
    const verified = await verifyOk(order.orderId, 4_000)
    expect(verified.payment).toMatchObject({
      paidCentavos: order.totalCentavos - 6_000,
      balanceCentavos: 6_000,
    })
  })
})

describe('the deadline in words', () => {
  it("is on an unpaid GCash order's page data and in its confirmation email", async () => {
    const order = await gcashOrder()
    const [row] = await t.db
      .select({ due: orders.paymentDueAt })
      .from(orders)
      .where(eq(orders.orderId, order.orderId))
    const sentence = paymentDeadlineText(row!.due!)
    expect(sentence).toMatch(
      /^Pay by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M, or the order is cancelled and its delivery time freed\.$/,
    )
    expect(order.payment).toMatchObject({ deadlineText: sentence })
    expect((await lookup(order)).payment).toMatchObject({ deadlineText: sentence })
    const confirmation = await lastEmail(order, 'order_confirmation')
    expect(confirmation!.textBody).toContain(sentence)

    // A proof waiting for staff stops the clock: the sentence goes.
    const sent = await sendProofOk(order)
    expect(sent.payment!.deadlineText).toBeNull()
  })

  it('says nothing of a deadline for cash on delivery', async () => {
    const cod = await shop.place('cod')
    const confirmation = await lastEmail(cod, 'order_confirmation')
    expect(confirmation!.textBody).not.toContain('Pay by')
  })
})
