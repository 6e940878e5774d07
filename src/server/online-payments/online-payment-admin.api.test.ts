import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { attentionReasons, onlinePaymentMessages } from '#shared/online-payment.ts'
import type { PaymentEventList } from '#shared/schemas/online-payments.ts'
import type { AdminOrder, AdminOrderList, PublicOrder } from '#shared/schemas/orders.ts'
import {
  markAwaitingOnline,
  markPaidOnline,
  storePaymentEvent,
} from '#tests/support/fixtures/online-payment-fixtures.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * What staff see of online payments (issue 32 §5): the orders list and CSV name the
 * method and PayMongo's payment id, the Payments filter finds orders paid online,
 * waiting for their online payment, or with events needing attention, and those events
 * are listed, those for no order too. And 'Mark as Settled' is refused for money an
 * online order gets back (it goes back through PayMongo), not for cash collected.
 */
let t: TestApp
let editor: string
let admin: string
let zoneId: number
let beefId: number
let cash: PublicOrder
let gcash: PublicOrder
let paidGcash: PublicOrder
let paidMaya: PublicOrder
let awaiting: PublicOrder
let flagged: PublicOrder

beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
  beefId = (
    await addProduct(t, {
      name: 'Online Ribeye',
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
  const place = (paymentMethod: 'cod' | 'gcash') =>
    placeOk(t, orderBody(zoneId, [kg(beefId)], { paymentMethod }))
  cash = await place('cod')
  gcash = await place('gcash')
  paidGcash = await place('gcash')
  await markPaidOnline(t, paidGcash.orderId, payment('1', paidGcash.totalCentavos, 'gcash'))
  paidMaya = await place('gcash')
  await markPaidOnline(t, paidMaya.orderId, payment('2', paidMaya.totalCentavos, 'paymaya'))
  awaiting = await place('gcash')
  await markAwaitingOnline(t, awaiting.orderId, {
    sessionId: 'cs_test_awaiting',
    amountCentavos: awaiting.totalCentavos,
  })
  flagged = await place('gcash')
  await markPaidOnline(t, flagged.orderId, payment('3', flagged.totalCentavos, 'card'))
})
afterAll(() => t.close())

function payment(n: string, amountCentavos: number, methodType: string) {
  return {
    sessionId: `cs_test_list_${n}`,
    checkoutUrl: `https://checkout.test/cs_test_list_${n}`,
    paymentIntentId: `pi_test_list_${n}`,
    paymentId: `pay_test_list_${n}`,
    amountCentavos,
    methodType,
  }
}

async function list(query: string, cookie = editor): Promise<AdminOrderList> {
  const res = await t.request(`/api/admin/orders${query}`, { cookie })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}
const idsOf = (l: AdminOrderList) => l.items.map((o) => o.orderId).sort()

describe('the orders list', () => {
  it('names the method and payment id of orders paid online, and nothing for the others', async () => {
    const rows = new Map((await list('?pageSize=100')).items.map((r) => [r.orderId, r]))
    expect(rows.get(paidGcash.orderId)).toMatchObject({
      paymentMethod: 'online',
      onlinePaymentId: 'pay_test_list_1',
      onlineMethodType: 'gcash',
    })
    expect(rows.get(paidMaya.orderId)).toMatchObject({
      onlinePaymentId: 'pay_test_list_2',
      onlineMethodType: 'paymaya',
    })
    for (const order of [cash, gcash, awaiting]) {
      expect(rows.get(order.orderId)).toMatchObject({
        onlinePaymentId: null,
        onlineMethodType: null,
      })
    }
  })

  it("filters 'Paid online' and 'Awaiting online payment'", async () => {
    expect(idsOf(await list('?payment=paid-online'))).toEqual(
      [paidGcash, paidMaya, flagged].map((o) => o.orderId).sort(),
    )
    expect(idsOf(await list('?payment=awaiting-online'))).toEqual([awaiting.orderId])
    // With the other filters.
    expect(idsOf(await list(`?payment=paid-online&q=${paidMaya.orderId}`))).toEqual([
      paidMaya.orderId,
    ])
    expect((await list('?payment=awaiting-online&status=paid')).total).toBe(0)
  })

  it("filters 'Payment events needing attention' to orders with such an event", async () => {
    expect((await list('?payment=attention')).total).toBe(0)
    await storePaymentEvent(t, {
      orderId: flagged.orderId,
      paymentId: 'pay_second',
      amountCentavos: flagged.totalCentavos,
      reason: attentionReasons.alreadyPaid,
    })
    // Handled events are no one's concern.
    await storePaymentEvent(t, { orderId: paidGcash.orderId, state: 'applied' })
    expect(idsOf(await list('?payment=attention'))).toEqual([flagged.orderId])
  })

  it('refuses a Payments filter it does not know', async () => {
    const res = await t.request('/api/admin/orders?payment=paid', { cookie: editor })
    expect(res.status).toBe(422)
  })
})

describe('the CSV export', () => {
  it('has the online method and the payment id, following the Payments filter', async () => {
    const res = await t.request(adminOrdersApiPaths.exportCsv({ payment: 'paid-online' }), {
      cookie: editor,
    })
    expect(res.status).toBe(200)
    const [header, ...rows] = (await res.text()).replace('\uFEFF', '').trim().split('\r\n')
    expect(header).toContain(',Payment Method,Payment,Status,Online Method,Payment ID,Items,')
    expect(rows).toHaveLength(3)
    const rowOf = (order: PublicOrder) => rows.find((r) => r.startsWith(`${order.orderId},`))
    // Payment Method, Payment, Status, Online Method, Payment ID.
    expect(rowOf(paidGcash)).toContain(
      ',Online payment (PayMongo),Paid,Paid,GCash,pay_test_list_1,',
    )
    expect(rowOf(paidMaya)).toContain(',Online payment (PayMongo),Paid,Paid,Maya,pay_test_list_2,')
    expect(rowOf(flagged)).toContain(',Online payment (PayMongo),Paid,Paid,Card,pay_test_list_3,')
  })
})

describe('GET /api/admin/payment-events', () => {
  it('lists the events needing attention newest first, those for no order too, to any staff', async () => {
    const now = Date.now()
    const older = await storePaymentEvent(t, {
      orderId: null,
      paymentId: 'pay_stranger',
      amountCentavos: 12_345,
      reason: attentionReasons.unknownOrder,
      receivedAt: new Date(now - 60_000),
    })
    const newer = await storePaymentEvent(t, {
      orderId: awaiting.orderId,
      paymentId: 'pay_short',
      amountCentavos: 100,
      reason: attentionReasons.amountMismatch(awaiting.totalCentavos, 100),
      receivedAt: new Date(now + 60_000),
    })
    await storePaymentEvent(t, { state: 'ignored', receivedAt: new Date(now + 120_000) })
    for (const cookie of [editor, admin]) {
      const res = await t.request(adminOrdersApiPaths.paymentEvents, { cookie })
      expect(res.status).toBe(200)
      const body: PaymentEventList = await res.json()
      expect(body.total).toBe(3)
      expect(body.items.map((e) => e.eventId).slice(0, 1)).toEqual([newer])
      expect(body.items.at(-1)).toMatchObject({
        eventId: older,
        orderId: null,
        paymentId: 'pay_stranger',
        amountCentavos: 12_345,
        reason: 'No order of this shop matches this payment.',
        state: 'attention',
      })
      expect(body.items[0]!.reason).toBe(
        `The payment is ₱1.00 but ${formatted(awaiting.totalCentavos)} was asked for.`,
      )
    }
    expect((await t.request(adminOrdersApiPaths.paymentEvents)).status).toBe(401)
  })
})

const formatted = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`

describe("'Mark as Settled' on an order paid online", () => {
  async function paidOnlineAndPacked(n: string, packedGrams: number) {
    const placed = await placeOk(t, orderBody(zoneId, [kg(beefId)], { paymentMethod: 'gcash' }))
    await markPaidOnline(t, placed.orderId, payment(`settle-${n}`, placed.totalCentavos, 'gcash'))
    const before = await adminOrder(placed.orderId)
    const res = await t.request(
      adminOrdersApiPaths.packedWeight(placed.orderId, before.items[0]!.id),
      {
        method: 'PUT',
        json: { packedGrams, packingVersion: before.packingVersion, confirmBeyondTolerance: true },
        cookie: admin,
      },
    )
    expect(res.status, await res.clone().text()).toBe(200)
    return placed
  }
  async function adminOrder(orderId: string): Promise<AdminOrder> {
    const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie: admin })
    return res.json()
  }
  const settle = (orderId: string, balanceCentavos: number, cookie: string) =>
    t.request(adminOrdersApiPaths.settleBalance(orderId), {
      method: 'POST',
      json: { balanceCentavos },
      cookie,
    })

  it('is refused for money to give back, even to an admin: it goes back through PayMongo', async () => {
    // 950 g of ₱850.00/kg: ₱42.50 less than paid.
    const placed = await paidOnlineAndPacked('lighter', 950)
    const res = await settle(placed.orderId, -4_250, admin)
    expect(res.status).toBe(409)
    const body: ApiErrorBody = await res.json()
    expect(body.error.message).toBe(onlinePaymentMessages.settleThroughGateway(4_250))
    expect(body.error.message).toBe(
      "This order was paid online: refund it through PayMongo instead ('Refund ₱42.50 through PayMongo').",
    )
    const after = await adminOrder(placed.orderId)
    expect(after.timeline.map((e) => e.note).join('\n')).not.toContain('settled')
  })

  it('still marks a heavier balance collected on delivery, by any staff', async () => {
    const placed = await paidOnlineAndPacked('heavier', 1_050)
    const res = await settle(placed.orderId, 4_250, editor)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await settle(placed.orderId, 4_250, editor)).status).toBe(409)
  })
})
