import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import { paymentDeadlineText } from '#shared/payment-state.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { solidImage } from '#tests/support/fixtures/media-test-images.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  place,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { runPaymentDeadlines } from './payment-deadline-job.ts'

/** Issue 28 §3: GCash 'Pay after we weigh'. */

const HOUR = 60 * 60 * 1000

let t: TestApp
let editor: { cookie: string; name: string } = { cookie: '', name: '' }
let zoneId: number
let ribeyeId: number
let plainId: number
let png: Buffer
let ipCounter = 0
const freshIp = () => `10.28.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  zoneId = (await firstZone(t)).id
  ribeyeId = (
    await addProduct(t, {
      name: 'Weigh Ribeye',
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
  plainId = (await addProduct(t, { name: 'Weigh Sirloin', stockGrams: 500_000 })).id
  png = await solidImage(300, 600).png().toBuffer()
})
afterAll(() => t.close())

const payAfterWeigh = (lines = [kg(ribeyeId)], paymentMethod: 'gcash' | 'cod' = 'gcash') =>
  orderBody(zoneId, lines, { paymentMethod, payAfterWeigh: true })

async function rowOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  return row!
}

async function shopperView(order: PublicOrder): Promise<PublicOrder> {
  const res = await t.request(orderApiPaths.byToken(order.accessToken))
  expect(res.status).toBe(200)
  return res.json()
}

function sendProof(order: PublicOrder) {
  const form = new FormData()
  form.append('referenceNumber', '1234567890123')
  form.append('file', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'g.png')
  return t.request(orderApiPaths.paymentProof(order.accessToken), {
    method: 'POST',
    body: form,
    ip: freshIp(),
  })
}

async function packOk(orderId: string, packedGrams: number): Promise<AdminOrder> {
  // Signed in on the moved clock: a session from before would have expired.
  editor = await t.signIn('editor').then(({ cookie, user }) => ({ cookie, name: user.name }))
  const current: AdminOrder = await (
    await t.request(adminOrdersApiPaths.order(orderId), { cookie: editor.cookie })
  ).json()
  const item = current.items.find((i) => i.pricedByPackedWeight)!
  const res = await t.request(adminOrdersApiPaths.packedWeight(orderId, item.id), {
    method: 'PUT',
    json: { packedGrams, packingVersion: current.packingVersion },
    cookie: editor.cookie,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

const emailsOf = (orderId: string, kind: string) =>
  t.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), sql`${emailOutbox.subject} like ${`%${orderId}%`}`))

const textsOf = (orderId: string, kind: string) =>
  t.db
    .select({ message: textOutbox.message })
    .from(textOutbox)
    .where(and(eq(textOutbox.orderId, orderId), eq(textOutbox.kind, kind)))

describe('pay after we weigh', () => {
  it('places the order holding its window and stock, with no deadline and no proof asked', async () => {
    const placedAt = new Date(Date.UTC(2031, 0, 6, 1, 0, 0))
    t.setNow(placedAt)
    const stockBefore = await stockOf(t, ribeyeId)
    const placed = await placeOk(t, payAfterWeigh())
    expect(placed.payAfterWeigh).toBe(true)
    expect(placed.payment?.state).toBe('awaiting')
    expect(placed.payment?.dueAt).toBeNull()
    expect(placed.delivery).not.toBeNull()
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore - 1000)
    const row = await rowOf(placed.orderId)
    expect(row.payAfterWeigh).toBe(true)
    expect(row.paymentDueAt).toBeNull()
    expect(row.deliveryHeld).toBe(true)

    const [confirmation] = await emailsOf(placed.orderId, 'order_confirmation')
    expect(confirmation!.text).toContain(payAfterWeighMessages.waitingForWeight)
    expect(confirmation!.text).not.toContain('Upload Proof of Payment')

    // An early proof is refused with nothing stored.
    const early = await sendProof(placed)
    expect(early.status).toBe(409)
    const body: ApiErrorBody = await early.json()
    expect(body.error.message).toBe(payAfterWeighMessages.earlyProof)
    expect((await rowOf(placed.orderId)).paymentState).toBe('awaiting')

    // The deadline job, 48 hours on, neither cancels nor reminds it.
    const later = new Date(placedAt.getTime() + 48 * HOUR)
    t.setNow(later)
    await runPaymentDeadlines(t.deps, later)
    const after = await rowOf(placed.orderId)
    expect(after.status).toBe('pending')
    expect(after.paymentRemindedAt).toBeNull()
    expect(await emailsOf(placed.orderId, 'payment_reminder')).toEqual([])
  })

  it('packing starts the deadline and sends the final amount by email and text; the proof follows', async () => {
    const placedAt = new Date(Date.UTC(2031, 0, 13, 1, 0, 0))
    t.setNow(placedAt)
    const placed = await placeOk(t, payAfterWeigh([kg(ribeyeId), kg(plainId)]))
    const packedAt = new Date(placedAt.getTime() + 30 * HOUR)
    t.setNow(packedAt)
    const order = await packOk(placed.orderId, 1070)
    const due = new Date(packedAt.getTime() + 24 * HOUR)
    expect((await rowOf(placed.orderId)).paymentDueAt?.toISOString()).toBe(due.toISOString())
    expect(order.payment?.dueAt).toBe(due.toISOString())
    expect(order.totalCentavos).toBe(placed.totalCentavos + 5_950)

    const [email] = await emailsOf(placed.orderId, 'order_packed')
    expect(email!.text).toContain(
      `Please send ₱${((placed.totalCentavos + 5_950) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    )
    expect(email!.text).toContain(paymentDeadlineText(due))
    const [text] = await textsOf(placed.orderId, 'final_amount')
    expect(text!.message).toContain(`by ${formatManilaDateTime(due)}`)

    // Now the proof is taken, against the final amount.
    const res = await sendProof(placed)
    expect(res.status, await res.clone().text()).toBe(201)
    const shopper = await shopperView(placed)
    expect(shopper.payment?.state).toBe('submitted')
    expect(shopper.payment?.amountDueCentavos).toBe(order.totalCentavos)
  })

  it('an unpaid order is cancelled once the deadline packing started has passed', async () => {
    const placedAt = new Date(Date.UTC(2031, 0, 20, 1, 0, 0))
    t.setNow(placedAt)
    const placed = await placeOk(t, payAfterWeigh())
    const packedAt = new Date(placedAt.getTime() + 2 * HOUR)
    t.setNow(packedAt)
    await packOk(placed.orderId, 1000)
    const beforeDue = new Date(packedAt.getTime() + 23 * HOUR)
    t.setNow(beforeDue)
    await runPaymentDeadlines(t.deps, beforeDue)
    expect((await rowOf(placed.orderId)).status).toBe('pending')
    const past = new Date(packedAt.getTime() + 24 * HOUR + 1000)
    t.setNow(past)
    await runPaymentDeadlines(t.deps, past)
    expect((await rowOf(placed.orderId)).status).toBe('cancelled')
  })

  it('refuses payAfterWeigh for cash on delivery and for an order without weighed lines (422)', async () => {
    t.setNow(new Date(Date.UTC(2031, 0, 27, 1, 0, 0)))
    const cod = await place(t, payAfterWeigh([kg(ribeyeId)], 'cod'))
    expect(cod.status).toBe(422)
    expect(((await cod.json()) as ApiErrorBody).error.fields).toEqual({
      payAfterWeigh: payAfterWeighMessages.codRefused,
    })
    const stockBefore = await stockOf(t, plainId)
    const plain = await place(t, payAfterWeigh([kg(plainId)]))
    expect(plain.status).toBe(422)
    expect(((await plain.json()) as ApiErrorBody).error.fields).toEqual({
      payAfterWeigh: payAfterWeighMessages.noWeighedLines,
    })
    expect(await stockOf(t, plainId)).toBe(stockBefore)
  })

  it('paying now stays the default: the deadline starts at placement', async () => {
    t.setNow(new Date(Date.UTC(2031, 1, 3, 1, 0, 0)))
    const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)], { paymentMethod: 'gcash' }))
    expect(placed.payAfterWeigh).toBe(false)
    expect(placed.payment?.dueAt).not.toBeNull()
  })
})
