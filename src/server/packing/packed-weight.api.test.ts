import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderStock, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { packedWeightMessages } from '#shared/packed-weight.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  half,
  kg,
  orderBody,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { verifiedSeededProof } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: { cookie: string; name: string }
let zoneId: number
let ribeyeId: number
let plainId: number

const RIBEYE = 'Premium Ribeye Steak'

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  zoneId = (await firstZone(t)).id
  const { cookie, user } = await t.signIn('editor')
  editor = { cookie, name: user.name }
  ribeyeId = (
    await addProduct(t, {
      name: RIBEYE,
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
  plainId = (await addProduct(t, { name: 'Plain Sirloin', stockGrams: 500_000 })).id
})
afterAll(() => t.close())

const ribeyeOrder = (lines: unknown[] = [kg(ribeyeId)], extra: Record<string, unknown> = {}) =>
  placeOk(t, orderBody(zoneId, lines, extra))

const itemOf = (order: PublicOrder | AdminOrder, name = RIBEYE) => {
  const item = order.items.find((i) => i.name === name)
  if (!item) throw new Error(`no line ${name}`)
  return item
}

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie: editor.cookie })
  expect(res.status).toBe(200)
  return res.json()
}

function pack(
  orderId: string,
  itemId: number,
  body: { packedGrams: unknown; packingVersion: number; confirmBeyondTolerance?: boolean },
  cookie: string | undefined = editor.cookie,
) {
  return t.request(adminOrdersApiPaths.packedWeight(orderId, itemId), {
    method: 'PUT',
    json: body,
    ...(cookie ? { cookie } : {}),
  })
}

/** Packs the line at this weight from the version the order is at now; expects 200. */
async function packOk(
  orderId: string,
  itemId: number,
  packedGrams: number,
  confirmBeyondTolerance = false,
): Promise<AdminOrder> {
  const { packingVersion } = await adminOrder(orderId)
  const res = await pack(orderId, itemId, { packedGrams, packingVersion, confirmBeyondTolerance })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

async function expectRefused(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status)
  const body: ApiErrorBody = await res.json()
  expect(body.error.code).toBe(code)
  expect(body.error.message).toBe(message)
  return body
}

/** Everything packing writes for one order, to prove a refusal wrote nothing. */
async function writesOf(orderId: string, productId = ribeyeId) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  const [timeline] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
  const held = await t.db
    .select({ grams: orderStock.grams })
    .from(orderStock)
    .where(eq(orderStock.orderId, orderId))
  return {
    order,
    timeline: Number(timeline!.n),
    held,
    stock: await stockOf(t, productId),
    emails: await packedEmails(orderId),
  }
}

async function heldGrams(orderId: string, productId = ribeyeId): Promise<number> {
  const [row] = await t.db
    .select({ grams: orderStock.grams })
    .from(orderStock)
    .where(and(eq(orderStock.orderId, orderId), eq(orderStock.productId, productId)))
  return row?.grams ?? 0
}

async function packedEmails(orderId: string) {
  return t.db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      to: emailOutbox.toAddresses,
    })
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.kind} = 'order_packed' and ${emailOutbox.subject} like ${`%${orderId}%`}`,
    )
    .orderBy(asc(emailOutbox.id))
}

async function notes(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ note: orderTimeline.note })
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), eq(orderTimeline.status, 'note')))
    .orderBy(asc(orderTimeline.id))
  return rows.map((r) => r.note)
}

describe('PUT packed weight', () => {
  it('re-prices a heavier line to the centavo, moves stock, keeps the delivery fee', async () => {
    const placed = await ribeyeOrder([kg(ribeyeId), kg(plainId)])
    const item = itemOf(placed)
    const stockBefore = await stockOf(t, ribeyeId)
    const order = await packOk(placed.orderId, item.id, 1070)

    const line = itemOf(order)
    expect(line.packedGrams).toBe(1070)
    expect(line.lineTotalCentavos).toBe(85_000 + 5_950)
    expect(line.estimatedLineTotalCentavos).toBe(85_000)
    expect(order.subtotalCentavos).toBe(placed.subtotalCentavos + 5_950)
    expect(order.totalCentavos).toBe(placed.totalCentavos + 5_950)
    expect(order.estimatedTotalCentavos).toBe(placed.totalCentavos)
    expect(order.deliveryFeeCentavos).toBe(placed.deliveryFeeCentavos)
    expect(order.packing).toBe('packed')
    expect(order.packingVersion).toBe(1)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore - 70)
    expect(await heldGrams(placed.orderId)).toBe(1070)
    const entry = order.timeline.at(-1)!
    expect(entry.note).toBe('Packed: Premium Ribeye Steak 1.000 kg → 1.070 kg, +₱59.50')
    expect(entry.by).toBe(editor.name)
  })

  it('re-prices a lighter line down and gives the stock back', async () => {
    const placed = await ribeyeOrder()
    const stockBefore = await stockOf(t, ribeyeId)
    const order = await packOk(placed.orderId, itemOf(placed).id, 980)
    expect(itemOf(order).lineTotalCentavos).toBe(85_000 - 1_700)
    expect(order.totalCentavos).toBe(placed.totalCentavos - 1_700)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore + 20)
    expect((await notes(placed.orderId)).at(-1)).toBe(
      'Packed: Premium Ribeye Steak 1.000 kg → 0.980 kg, -₱17.00',
    )
  })

  it('a correction starts from the weight packed before', async () => {
    const placed = await ribeyeOrder()
    const id = itemOf(placed).id
    const stockBefore = await stockOf(t, ribeyeId)
    await packOk(placed.orderId, id, 1070)
    const order = await packOk(placed.orderId, id, 1050)
    expect(itemOf(order).lineTotalCentavos).toBe(85_000 + 4_250)
    expect(order.totalCentavos).toBe(placed.totalCentavos + 4_250)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore - 50)
    expect((await notes(placed.orderId)).at(-1)).toBe(
      'Packed: Premium Ribeye Steak 1.070 kg → 1.050 kg, -₱17.00',
    )
  })

  it('cancelling a packed order gives back the grams packed', async () => {
    const placed = await ribeyeOrder()
    const stockBefore = await stockOf(t, ribeyeId)
    await packOk(placed.orderId, itemOf(placed).id, 1070)
    const res = await t.request(adminOrdersApiPaths.status(placed.orderId), {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor.cookie,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore + 1000)
  })

  it('beyond the tolerance asks for a confirmation, then takes it', async () => {
    const placed = await ribeyeOrder()
    const id = itemOf(placed).id
    const before = await writesOf(placed.orderId)
    const res = await pack(placed.orderId, id, { packedGrams: 1150, packingVersion: 0 })
    const message = packedWeightMessages.beyondTolerance(1000, 1150, 10)
    expect(message).toBe(
      '1.150 kg is 15% above the ordered 1 kg, beyond the ±10% tolerance. Confirm to save it.',
    )
    const body = await expectRefused(res, 422, 'confirmation_required', message)
    expect(body.error.fields).toEqual({ packedGrams: message })
    expect(await writesOf(placed.orderId)).toEqual(before)

    const order = await packOk(placed.orderId, id, 1150, true)
    // Charged no more than the top of the ₱765.00–₱935.00 promised (issue 28 §4).
    expect(itemOf(order).lineTotalCentavos).toBe(93_500)
  })

  it('refuses bad weights with nothing written', async () => {
    const placed = await ribeyeOrder([kg(ribeyeId), kg(plainId)])
    const before = await writesOf(placed.orderId)
    const id = itemOf(placed).id
    const cases: [number, unknown, string][] = [
      [id, 0, packedWeightMessages.weightRequired],
      [id, -5, packedWeightMessages.weightRequired],
      [id, 1000.5, packedWeightMessages.weightRequired],
      [id, 3001, packedWeightMessages.tooHeavy(1000)],
      [id, 333, packedWeightMessages.tooLight(1000)],
      [id, 1, packedWeightMessages.tooLight(1000)],
      [id, 99_999_999, packedWeightMessages.weightRequired],
      [itemOf(placed, 'Plain Sirloin').id, 1000, packedWeightMessages.notPricedByWeight],
    ]
    for (const [itemId, packedGrams, message] of cases) {
      const res = await pack(placed.orderId, itemId, { packedGrams, packingVersion: 0 })
      expect(res.status, `${packedGrams}`).toBe(422)
      const body: ApiErrorBody = await res.json()
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.fields?.packedGrams).toBe(message)
    }
    expect(await writesOf(placed.orderId)).toEqual(before)
  })

  it('refuses a stale packing version (409) with nothing written', async () => {
    const placed = await ribeyeOrder([kg(ribeyeId), half(ribeyeId)])
    const [a, b] = placed.items
    await packOk(placed.orderId, a!.id, 1010)
    const before = await writesOf(placed.orderId)
    const res = await pack(placed.orderId, b!.id, { packedGrams: 510, packingVersion: 0 })
    await expectRefused(res, 409, 'conflict', packedWeightMessages.packingChanged)
    expect(await writesOf(placed.orderId)).toEqual(before)

    // A retried save of the weight already recorded is not a conflict, and changes nothing.
    const retried = await pack(placed.orderId, a!.id, { packedGrams: 1010, packingVersion: 0 })
    expect(retried.status).toBe(200)
    expect(await writesOf(placed.orderId)).toEqual(before)
  })

  it('of two staff packing at once, exactly one wins', async () => {
    const placed = await ribeyeOrder()
    const id = itemOf(placed).id
    const stockBefore = await stockOf(t, ribeyeId)
    const responses = await Promise.all([
      pack(placed.orderId, id, { packedGrams: 1050, packingVersion: 0 }),
      pack(placed.orderId, id, { packedGrams: 960, packingVersion: 0 }),
    ])
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409])
    const order = await adminOrder(placed.orderId)
    expect(order.packingVersion).toBe(1)
    const won = itemOf(order).packedGrams!
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore - (won - 1000))
    expect((await notes(placed.orderId)).filter((n) => n.startsWith('Packed:'))).toHaveLength(1)
  })

  it('refuses cancelled (409) and shipped or completed (409) orders', async () => {
    const cancelled = await ribeyeOrder()
    await t.db
      .update(orders)
      .set({ status: 'cancelled', stockHeld: false })
      .where(eq(orders.orderId, cancelled.orderId))
    await expectRefused(
      await pack(cancelled.orderId, itemOf(cancelled).id, { packedGrams: 1000, packingVersion: 0 }),
      409,
      'conflict',
      packedWeightMessages.orderCancelled,
    )
    for (const status of ['shipped', 'completed'] as const) {
      const left = await ribeyeOrder()
      await t.db.update(orders).set({ status }).where(eq(orders.orderId, left.orderId))
      const before = await writesOf(left.orderId)
      await expectRefused(
        await pack(left.orderId, itemOf(left).id, { packedGrams: 1000, packingVersion: 0 }),
        409,
        'conflict',
        packedWeightMessages.orderLeft,
      )
      expect(await writesOf(left.orderId)).toEqual(before)
    }
  })

  it('refuses a heavier weight the stock cannot cover (409)', async () => {
    const scarceId = (
      await addProduct(t, {
        name: 'Scarce Liempo',
        priceCentavos: 40_000,
        stockGrams: 1_050,
        pricedByPackedWeight: true,
      })
    ).id
    const placed = await ribeyeOrder([kg(scarceId)])
    const item = itemOf(placed, 'Scarce Liempo')
    const before = await writesOf(placed.orderId, scarceId)
    await expectRefused(
      await pack(placed.orderId, item.id, { packedGrams: 1080, packingVersion: 0 }),
      409,
      'conflict',
      packedWeightMessages.stockShort('Scarce Liempo', 50),
    )
    expect(await writesOf(placed.orderId, scarceId)).toEqual(before)
    const order = await packOk(placed.orderId, item.id, 1050)
    expect(order.packing).toBe('packed')
    expect(await stockOf(t, scarceId)).toBe(0)
  })

  it('404 for an unknown order or a line of another order; 401 anonymous', async () => {
    const placed = await ribeyeOrder()
    const other = await ribeyeOrder()
    const body = { packedGrams: 1000, packingVersion: 0 }
    expect((await pack('E2E-0000000000000', itemOf(placed).id, body)).status).toBe(404)
    expect((await pack(placed.orderId, itemOf(other).id, body)).status).toBe(404)
    expect((await pack(placed.orderId, 99_999_999_999 as number, body)).status).toBe(404)
    expect((await pack(placed.orderId, itemOf(placed).id, body, '')).status).toBe(401)
  })

  it('emails the final amount once when the last weighed line is packed, again on a change', async () => {
    const placed = await ribeyeOrder([kg(ribeyeId), half(ribeyeId)])
    const [a, b] = placed.items
    await packOk(placed.orderId, a!.id, 1070)
    expect(await packedEmails(placed.orderId)).toHaveLength(0)
    const order = await packOk(placed.orderId, b!.id, 500)
    const emails = await packedEmails(placed.orderId)
    expect(emails).toHaveLength(1)
    const [email] = emails
    expect(email!.to).toEqual([placed.customerEmail])
    expect(email!.subject).toBe(
      `Your order ${placed.orderId} is packed: final amount ₱${(order.totalCentavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    )
    expect(email!.text).toContain('Premium Ribeye Steak: 1.000 kg → 1.070 kg, ₱909.50')
    expect(email!.text).toContain('Premium Ribeye Steak: 0.500 kg → 0.500 kg, ₱425.00')
    expect(email!.text).toContain('The rider will collect')
    expect(email!.text).toContain('https://shop.example/')

    // The same weight again changes nothing and sends nothing; a new total emails again.
    await packOk(placed.orderId, a!.id, 1070)
    expect(await packedEmails(placed.orderId)).toHaveLength(1)
    await packOk(placed.orderId, a!.id, 1040)
    expect(await packedEmails(placed.orderId)).toHaveLength(2)
  })
})

describe('GCash difference', () => {
  let admin: { cookie: string; name: string }
  beforeAll(async () => {
    const { cookie, user } = await t.signIn('admin')
    admin = { cookie, name: user.name }
  })

  /** A GCash order whose proof of the estimate staff verified. */
  async function paidOrder(): Promise<PublicOrder> {
    const placed = await ribeyeOrder([kg(ribeyeId)], { paymentMethod: 'gcash' })
    const order = await verifiedSeededProof(t, editor.cookie, placed)
    expect(order.payment?.paidCentavos).toBe(placed.totalCentavos)
    expect(order.payment?.balanceCentavos).toBeNull()
    return placed
  }

  const settle = (orderId: string, balanceCentavos: number, cookie = editor.cookie) =>
    t.request(adminOrdersApiPaths.settleBalance(orderId), {
      method: 'POST',
      json: { balanceCentavos },
      ...(cookie ? { cookie } : {}),
    })

  async function lookup(order: PublicOrder): Promise<PublicOrder> {
    const res = await t.request(orderApiPaths.byToken(order.accessToken))
    expect(res.status).toBe(200)
    return res.json()
  }

  it('packing heavier leaves a balance to pay, which staff settle once', async () => {
    const placed = await paidOrder()
    const order = await packOk(placed.orderId, itemOf(placed).id, 1070)
    expect(order.payment?.balanceCentavos).toBe(5_950)
    expect(order.payment?.balanceSettled).toBe(false)
    expect((await lookup(placed)).payment?.balanceCentavos).toBe(5_950)
    const [email] = await packedEmails(placed.orderId)
    expect(email!.text).toContain('Please send the remaining ₱59.50')

    await expectRefused(
      await settle(placed.orderId, 5_000),
      409,
      'conflict',
      packedWeightMessages.balanceChanged,
    )
    const res = await settle(placed.orderId, 5_950, admin.cookie)
    expect(res.status).toBe(200)
    const settled: AdminOrder = await res.json()
    expect(settled.payment?.balanceSettled).toBe(true)
    expect(settled.payment?.balanceSettledBy).toBe(admin.name)
    expect(settled.timeline.at(-1)?.note).toBe(packedWeightMessages.settledNote(admin.name, 5_950))
    await expectRefused(
      await settle(placed.orderId, 5_950),
      409,
      'conflict',
      packedWeightMessages.nothingToSettle,
    )
  })

  it('a weight corrected after settling opens only the new difference', async () => {
    const placed = await paidOrder()
    const item = itemOf(placed).id
    await packOk(placed.orderId, item, 1070)
    expect((await settle(placed.orderId, 5_950)).status).toBe(200)

    // 10 g more at ₱850/kg: ₱8.50 more, not the ₱59.50 already received again.
    const corrected = await packOk(placed.orderId, item, 1080)
    expect(corrected.payment).toMatchObject({
      balanceCentavos: 850,
      settledCentavos: 5_950,
      balanceSettled: false,
    })
    const emails = await packedEmails(placed.orderId)
    expect(emails.at(-1)!.text).toContain('Please send the remaining ₱8.50')
    // What reached the shop: the proof's ₱1,000.00 (₱850.00 and ₱150.00 delivery) and the ₱59.50 settled.
    expect(emails.at(-1)!.text).toContain('You paid ₱1,059.50 already.')

    const res = await settle(placed.orderId, 850)
    expect(res.status).toBe(200)
    const settled: AdminOrder = await res.json()
    expect(settled.payment).toMatchObject({
      balanceCentavos: null,
      settledCentavos: 6_800,
      balanceSettled: true,
    })
  })

  it('packing lighter leaves a refund', async () => {
    const placed = await paidOrder()
    const order = await packOk(placed.orderId, itemOf(placed).id, 950)
    expect(order.payment?.balanceCentavos).toBe(-4_250)
    const [email] = await packedEmails(placed.orderId)
    expect(email!.text).toContain('We will refund ₱42.50 to your GCash')
    // A refund is an admin's to mark settled (issue 29; price-lowering.api.test.ts).
    const res = await settle(placed.orderId, -4_250, admin.cookie)
    expect(res.status).toBe(200)
    expect((await notes(placed.orderId)).at(-1)).toBe(
      packedWeightMessages.settledNote(admin.name, -4_250),
    )
  })

  it('nothing to settle before packing or for an exact weight; anonymous 401', async () => {
    const placed = await paidOrder()
    await expectRefused(
      await settle(placed.orderId, 0),
      409,
      'conflict',
      packedWeightMessages.nothingToSettle,
    )
    await packOk(placed.orderId, itemOf(placed).id, 1000)
    const [email] = await packedEmails(placed.orderId)
    expect(email!.text).toContain('Nothing more to pay.')
    await expectRefused(
      await settle(placed.orderId, 0),
      409,
      'conflict',
      packedWeightMessages.nothingToSettle,
    )
    expect((await settle(placed.orderId, 0, '')).status).toBe(401)
  })

  it('an unpaid GCash order is asked for the final total', async () => {
    const placed = await ribeyeOrder([kg(ribeyeId)], { paymentMethod: 'gcash' })
    const order = await packOk(placed.orderId, itemOf(placed).id, 1070)
    expect(order.payment?.amountDueCentavos).toBe(order.totalCentavos)
    const [email] = await packedEmails(placed.orderId)
    expect(email!.text).toContain(
      `Please send ₱${(order.totalCentavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    )
  })
})
