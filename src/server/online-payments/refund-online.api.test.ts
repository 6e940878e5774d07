import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { onlineRefunds } from '#server/db/schema/online-payments.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { paymongoClient } from '#server/online-payments/paymongo-client.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { dashboardApiPaths } from '#shared/api-paths/dashboard.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { packedWeightMessages } from '#shared/packed-weight.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { payOnlineAtStandIn } from '#tests/support/fixtures/online-payment-fixtures.ts'
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

/**
 * 'Refund ₱42.50 through PayMongo' (issue 32 §3): an order paid online and packed lighter
 * gets the difference back through the gateway (here the PayMongo stand-in, a process of
 * its own), once per press, never past what is open, and an admin's decision. A refund
 * PayMongo refuses or cannot take leaves the amount open again.
 */
let standIn: PaymongoStandIn
let t: TestApp
let admin: { cookie: string; name: string }
let editor: string
let zoneId: number
let ribeyeId: number

beforeAll(async () => {
  standIn = await startPaymongoStandIn()
  // Events are built and kept at the stand-in, not posted: the webhook is not this test's.
  await standIn.setWebhookUrl(null)
  t = await createTestApp(standIn.paymongoEnv('https://shop.example'))
  zoneId = (await firstZone(t)).id
  const signedIn = await t.signIn('admin')
  admin = { cookie: signedIn.cookie, name: signedIn.user.name }
  editor = (await t.signIn('editor')).cookie
  ribeyeId = (
    await addProduct(t, {
      name: 'Refund Ribeye',
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
})
afterEach(() => standIn.setMode('ok'))
afterAll(async () => {
  await t?.close()
  await standIn?.stop()
})

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie: admin.cookie })
  expect(res.status).toBe(200)
  return res.json()
}

/** 1 kg of ribeye paid online (GCash at the stand-in), then packed at `packedGrams`. */
async function paidAndPacked(packedGrams = 950, options: { atStandInCentavos?: number } = {}) {
  const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)], { paymentMethod: 'gcash' }))
  const payment = await payOnlineAtStandIn(t, standIn, placed, options)
  const before = await adminOrder(placed.orderId)
  const res = await t.request(
    adminOrdersApiPaths.packedWeight(placed.orderId, before.items[0]!.id),
    {
      method: 'PUT',
      json: { packedGrams, packingVersion: before.packingVersion, confirmBeyondTolerance: true },
      cookie: admin.cookie,
    },
  )
  expect(res.status, await res.clone().text()).toBe(200)
  return { placed, payment }
}

const refund = (
  orderId: string,
  amountCentavos: number,
  requestKey: string = randomUUID(),
  cookie = admin.cookie,
) =>
  t.request(adminOrdersApiPaths.refundOnline(orderId), {
    method: 'POST',
    json: { amountCentavos, requestKey },
    cookie,
  })

async function refusal(res: Response, status: number): Promise<ApiErrorBody['error']> {
  expect(res.status, await res.clone().text()).toBe(status)
  return ((await res.json()) as ApiErrorBody).error
}

const refundsAtStandIn = async (paymentId: string) =>
  (await standIn.refunds()).filter((r) => r.attributes.payment_id === paymentId)

const refundRows = (orderId: string) =>
  t.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, orderId))

// 950 g of ₱850.00/kg: ₱42.50 less than was paid.
const LIGHTER = 4_250

describe('a refund after packing lighter', () => {
  it('refunds the difference at PayMongo, says so on the timeline, to the shopper and the dashboard, and closes it', async () => {
    const { placed, payment } = await paidAndPacked()
    const res = await refund(placed.orderId, LIGHTER)
    expect(res.status, await res.clone().text()).toBe(200)
    const order: AdminOrder = await res.json()

    const [made, ...more] = await refundsAtStandIn(payment.paymentId)
    expect(more).toEqual([])
    expect(made!.attributes.amount).toBe(LIGHTER)
    expect(made!.attributes.reason).toBe('others')
    expect(made!.id).toMatch(/^ref_/)
    const note = onlinePaymentMessages.refundedNote(LIGHTER, made!.id)
    expect(note).toBe(`Refunded ₱42.50 (${made!.id})`)
    expect(order.timeline.map((e) => e.note)).toContain(note)
    expect(order.timeline.find((e) => e.note === note)?.by).toBe(admin.name)

    // The shopper's page lists it too (it is no staff note).
    const shopper = await t.request(orderApiPaths.byToken(placed.accessToken))
    const publicOrder: PublicOrder = await shopper.json()
    expect(publicOrder.timeline.map((e) => e.note)).toContain(note)

    // The dashboard lists it for the day, as a refund settled.
    const dashboard: DashboardSummary = await (
      await t.request(dashboardApiPaths.summary, { cookie: admin.cookie })
    ).json()
    expect(dashboard.loweredToday).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, event: 'refund_settled', note }),
    )

    // A short email to the shopper.
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'online_refund')))
    expect(email?.toAddresses).toEqual([placed.customerEmail])
    expect(email?.textBody).toContain('We refunded ₱42.50 to your GCash.')
    expect(email?.textBody).toContain(made!.id)

    const [row] = await refundRows(placed.orderId)
    expect(row).toMatchObject({
      gatewayRefundId: made!.id,
      state: made!.attributes.status === 'succeeded' ? 'succeeded' : 'pending',
      amountCentavos: LIGHTER,
      paymentId: payment.paymentId,
      requestedByName: admin.name,
    })

    // The balance is square: nothing more to refund, nothing to mark settled.
    expect((await refusal(await refund(placed.orderId, 100), 422)).message).toBe(
      onlinePaymentMessages.refundNothing,
    )
    const settle = await t.request(adminOrdersApiPaths.settleBalance(placed.orderId), {
      method: 'POST',
      json: { balanceCentavos: -LIGHTER },
      cookie: admin.cookie,
    })
    expect((await refusal(settle, 409)).message).toBe(packedWeightMessages.nothingToSettle)
  })

  it('refunds in parts, each within what is still open', async () => {
    const { placed, payment } = await paidAndPacked()
    expect((await refund(placed.orderId, 2_000)).status).toBe(200)
    const tooMuch = await refusal(await refund(placed.orderId, 2_251), 422)
    expect(tooMuch.message).toBe(onlinePaymentMessages.refundTooLarge(2_250))
    expect(tooMuch.message).toBe('At most ₱22.50 can be refunded on this order.')
    expect((await refund(placed.orderId, 2_250)).status).toBe(200)
    const amounts = (await refundsAtStandIn(payment.paymentId)).map((r) => r.attributes.amount)
    expect(amounts.sort()).toEqual([2_000, 2_250])
  })
})

describe('a double submit', () => {
  it('with the same key refunds once at PayMongo, and answers both', async () => {
    const { placed, payment } = await paidAndPacked()
    const key = randomUUID()
    const both = await Promise.all([
      refund(placed.orderId, LIGHTER, key),
      refund(placed.orderId, LIGHTER, key),
    ])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    // A retry long after: still the first answer.
    expect((await refund(placed.orderId, LIGHTER, key)).status).toBe(200)
    expect(await refundsAtStandIn(payment.paymentId)).toHaveLength(1)
    expect(await refundRows(placed.orderId)).toHaveLength(1)
    const notes = (await adminOrder(placed.orderId)).timeline.filter((e) =>
      e.note.startsWith('Refunded '),
    )
    expect(notes).toHaveLength(1)
  })

  it('with two keys (two presses) refunds once: the second finds nothing open', async () => {
    const { placed, payment } = await paidAndPacked()
    const [first, second] = await Promise.all([
      refund(placed.orderId, LIGHTER),
      refund(placed.orderId, LIGHTER),
    ])
    expect([first!.status, second!.status].sort()).toEqual([200, 422])
    expect(await refundsAtStandIn(payment.paymentId)).toHaveLength(1)
  })
})

describe('a refund past the amount', () => {
  it('is refused with what can be refunded, nothing written and nothing asked of PayMongo', async () => {
    const { placed, payment } = await paidAndPacked()
    const before = await adminOrder(placed.orderId)
    const error = await refusal(await refund(placed.orderId, LIGHTER + 1), 422)
    expect(error.message).toBe('At most ₱42.50 can be refunded on this order.')
    expect(error.fields).toEqual({ amountCentavos: error.message })
    expect(await refundRows(placed.orderId)).toEqual([])
    expect(await refundsAtStandIn(payment.paymentId)).toEqual([])
    expect((await adminOrder(placed.orderId)).timeline).toEqual(before.timeline)
  })

  it('is refused when packing left nothing to give back, or the order was not paid online', async () => {
    const { placed } = await paidAndPacked(1_000)
    expect((await refusal(await refund(placed.orderId, 100), 422)).message).toBe(
      onlinePaymentMessages.refundNothing,
    )
    const cash = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)], { paymentMethod: 'cod' }))
    expect((await refusal(await refund(cash.orderId, 100), 422)).message).toBe(
      onlinePaymentMessages.refundNothing,
    )
    expect((await refusal(await refund('E2E-0000000000001', 100), 404)).code).toBe('not_found')
  })

  it('refuses a malformed request on its fields', async () => {
    const { placed } = await paidAndPacked()
    for (const json of [
      { amountCentavos: 0, requestKey: randomUUID() },
      { amountCentavos: 12.5, requestKey: randomUUID() },
      { amountCentavos: 100, requestKey: 'short' },
      { amountCentavos: 100, requestKey: 'not a key; drop table' },
      { amountCentavos: 100 },
    ]) {
      const res = await t.request(adminOrdersApiPaths.refundOnline(placed.orderId), {
        method: 'POST',
        json,
        cookie: admin.cookie,
      })
      expect(res.status, JSON.stringify(json)).toBe(422)
    }
    expect(await refundRows(placed.orderId)).toEqual([])
  })
})

describe('when PayMongo fails', () => {
  it('cannot be reached: 502, the refund row failed, and the amount open again for the next press', async () => {
    const { placed, payment } = await paidAndPacked()
    await standIn.setMode('error')
    const error = await refusal(await refund(placed.orderId, LIGHTER), 502)
    expect(error).toMatchObject({
      code: 'gateway_unavailable',
      message: onlinePaymentMessages.refundUnreachable,
    })
    const [row] = await refundRows(placed.orderId)
    expect(row?.state).toBe('failed')
    expect(row?.failureReason).toBeTruthy()
    expect(row?.failureReason).not.toContain(standIn.secretKey)
    expect((await adminOrder(placed.orderId)).timeline.map((e) => e.note).join('\n')).not.toContain(
      'Refunded',
    )

    await standIn.setMode('ok')
    expect((await refund(placed.orderId, LIGHTER)).status).toBe(200)
    expect(await refundsAtStandIn(payment.paymentId)).toHaveLength(1)
  })

  it('answers too late: 502, the refund left on its way and counted, so no second press refunds twice', async () => {
    const { placed } = await paidAndPacked()
    const gateway = t.deps.paymentGateway
    // A client that waits 100 ms for an answer the stand-in gives after 2 s.
    t.deps.paymentGateway = paymongoClient(t.deps.config.paymongo!, { timeoutMs: 100 })
    await standIn.setMode('slow', 2_000)
    try {
      const error = await refusal(await refund(placed.orderId, LIGHTER), 502)
      expect(error).toMatchObject({
        code: 'gateway_unavailable',
        message: onlinePaymentMessages.refundUnconfirmed,
      })
    } finally {
      t.deps.paymentGateway = gateway
    }
    const [row] = await refundRows(placed.orderId)
    expect(row).toMatchObject({ state: 'requesting', gatewayRefundId: null })
    // The amount stays counted: a second press finds nothing open.
    expect((await refusal(await refund(placed.orderId, LIGHTER), 422)).message).toBe(
      onlinePaymentMessages.refundNothing,
    )
  })

  it('refuses it: 422 in its words, the amount open again', async () => {
    // PayMongo holds a payment of ₱1.00 only, so a refund of ₱42.50 is refused there.
    const { placed } = await paidAndPacked(950, { atStandInCentavos: 100 })
    const error = await refusal(await refund(placed.orderId, LIGHTER), 422)
    expect(error.message).toContain('cannot be more than 100')
    const [row] = await refundRows(placed.orderId)
    expect(row).toMatchObject({ state: 'failed', gatewayRefundId: null })
    // The same key again answers the same refusal; PayMongo is not asked twice.
    const again = await refusal(await refund(placed.orderId, LIGHTER, row!.requestKey), 422)
    expect(again.message).toContain('cannot be more than 100')
    expect(await refundRows(placed.orderId)).toHaveLength(1)
    // Still open: a smaller refund PayMongo takes goes through.
    expect((await refund(placed.orderId, 100)).status).toBe(200)
  })
})

describe('who may refund', () => {
  it('refuses an editor with 403 saying an admin refunds, nothing written', async () => {
    const { placed, payment } = await paidAndPacked()
    const error = await refusal(await refund(placed.orderId, LIGHTER, randomUUID(), editor), 403)
    expect(error).toMatchObject({
      code: 'forbidden',
      message: onlinePaymentMessages.refundNeedsAdmin,
    })
    expect(await refundRows(placed.orderId)).toEqual([])
    expect(await refundsAtStandIn(payment.paymentId)).toEqual([])
    expect(
      (
        await t.request(adminOrdersApiPaths.refundOnline(placed.orderId), {
          method: 'POST',
          json: { amountCentavos: LIGHTER, requestKey: randomUUID() },
        })
      ).status,
    ).toBe(401)
  })
})
