import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderTimeline } from '#server/db/schema/orders.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { dashboardApiPaths } from '#shared/api-paths/dashboard.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { DAY_MS } from '#shared/durations.ts'
import { packedWeightMessages } from '#shared/packed-weight.ts'
import { priceLoweringMessages } from '#shared/price-lowering.ts'
import type { DashboardSummary } from '#shared/schemas/dashboard.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { verifiedSeededProof } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Editors cannot lower a price without bound (issue 29): a packed weight under a third
 * of the ordered one is a slip of the scale for everyone; one below the tolerance, and
 * marking a refund settled, are an admin's; both are timeline entries with an event,
 * listed on the dashboard for the day. Before, an editor could record 1 g and settle
 * any refund, and nothing showed it.
 */
let t: TestApp
type Staff = { cookie: string; name: string }
let editor: Staff
let admin: Staff
let zoneId: number
let ribeyeId: number

const now = new Date()

beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  const signIn = async (role: 'editor' | 'admin') => {
    const { cookie, user } = await t.signIn(role)
    return { cookie, name: user.name }
  }
  editor = await signIn('editor')
  admin = await signIn('admin')
  ribeyeId = (
    await addProduct(t, {
      name: 'Lowered Ribeye',
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
})
afterAll(() => t.close())

const at = (date: Date) => t.setNow(date)

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie: admin.cookie })
  expect(res.status).toBe(200)
  return res.json()
}

async function pack(
  order: PublicOrder,
  packedGrams: number,
  who: Staff,
  confirmBeyondTolerance = true,
) {
  const { packingVersion, items } = await adminOrder(order.orderId)
  return t.request(adminOrdersApiPaths.packedWeight(order.orderId, items[0]!.id), {
    method: 'PUT',
    json: { packedGrams, packingVersion, confirmBeyondTolerance },
    cookie: who.cookie,
  })
}

const settle = (orderId: string, balanceCentavos: number, who: Staff) =>
  t.request(adminOrdersApiPaths.settleBalance(orderId), {
    method: 'POST',
    json: { balanceCentavos },
    cookie: who.cookie,
  })

/** Every entry with an event on this order: what the dashboard reads. */
async function eventsOf(orderId: string) {
  const rows = await t.db
    .select({ event: orderTimeline.event, note: orderTimeline.note })
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), isNotNull(orderTimeline.event)))
    .orderBy(asc(orderTimeline.id))
  return rows
}

async function expectForbidden(res: Response, message: string) {
  expect(res.status).toBe(403)
  const body: ApiErrorBody = await res.json()
  expect(body.error.code).toBe('forbidden')
  expect(body.error.message).toBe(message)
  return body
}

/** A GCash order of 1 kg whose proof of the whole total staff verified. */
async function paidOrder(): Promise<PublicOrder> {
  const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)], { paymentMethod: 'gcash' }))
  await verifiedSeededProof(t, editor.cookie, placed)
  return placed
}

describe('the lower bound of a packed weight', () => {
  it('refuses under a third of the ordered weight to anyone, as over three times is refused', async () => {
    at(now)
    const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    for (const [grams, message] of [
      [1, packedWeightMessages.tooLight(1000)],
      [333, packedWeightMessages.tooLight(1000)],
      [3001, packedWeightMessages.tooHeavy(1000)],
    ] as const) {
      const res = await pack(placed, grams, admin)
      expect(res.status, `${grams} g`).toBe(422)
      expect((await res.json()).error.fields).toEqual({ packedGrams: message })
    }
    expect((await adminOrder(placed.orderId)).items[0]!.packedGrams).toBeNull()
    expect((await pack(placed, 334, admin)).status).toBe(200)
  })
})

describe('a packed weight below the tolerance', () => {
  it('is refused to an editor with 403 saying an admin records it, nothing written', async () => {
    at(now)
    const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    const stock = await stockOf(t, ribeyeId)
    const message = priceLoweringMessages.belowToleranceNeedsAdmin(1000, 10)
    expect(message).toBe(
      'Only an admin can record a weight more than 10% below the ordered 1 kg, since it lowers the price below the range the customer was shown. Ask an admin to record it.',
    )
    for (const confirmed of [false, true]) {
      const body = await expectForbidden(await pack(placed, 899, editor, confirmed), message)
      expect(body.error.fields).toEqual({ packedGrams: message })
    }
    const order = await adminOrder(placed.orderId)
    expect(order.items[0]!.packedGrams).toBeNull()
    expect(order.totalCentavos).toBe(placed.totalCentavos)
    expect(await stockOf(t, ribeyeId)).toBe(stock)
  })

  it('is the editor’s to record within the tolerance, or above it; no event then', async () => {
    at(now)
    const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    expect((await pack(placed, 900, editor, false)).status).toBe(200)
    expect((await pack(placed, 1200, editor)).status).toBe(200)
    expect(await eventsOf(placed.orderId)).toEqual([])
  })

  it('is recorded by an admin after the confirmation, as an event', async () => {
    at(now)
    const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    const asked = await pack(placed, 500, admin, false)
    expect(asked.status).toBe(422)
    expect((await asked.json()).error.code).toBe('confirmation_required')

    const res = await pack(placed, 500, admin)
    expect(res.status).toBe(200)
    const order: AdminOrder = await res.json()
    expect(order.totalCentavos).toBe(placed.totalCentavos - 42_500)
    expect(order.timeline.at(-1)!.by).toBe(admin.name)
    expect(await eventsOf(placed.orderId)).toEqual([
      {
        event: 'packed_below_tolerance',
        note: packedWeightMessages.packedNote('Lowered Ribeye', 1000, 500, -42_500),
      },
    ])
  })
})

describe('settling a GCash difference', () => {
  it('a refund is refused to an editor with 403, and settled by an admin as an event', async () => {
    at(now)
    const placed = await paidOrder()
    expect((await pack(placed, 950, editor, false)).status).toBe(200)
    const before = await adminOrder(placed.orderId)
    expect(before.payment?.balanceCentavos).toBe(-4_250)

    await expectForbidden(
      await settle(placed.orderId, -4_250, editor),
      priceLoweringMessages.refundNeedsAdmin,
    )
    const unchanged = await adminOrder(placed.orderId)
    expect(unchanged.payment?.balanceCentavos).toBe(-4_250)
    expect(unchanged.timeline).toEqual(before.timeline)

    expect((await settle(placed.orderId, -4_250, admin)).status).toBe(200)
    expect(await eventsOf(placed.orderId)).toEqual([
      { event: 'refund_settled', note: packedWeightMessages.settledNote(admin.name, -4_250) },
    ])
  })

  it('a balance the shopper paid stays any staff member’s to settle, with no event', async () => {
    at(now)
    const placed = await paidOrder()
    expect((await pack(placed, 1050, editor, false)).status).toBe(200)
    expect((await settle(placed.orderId, 4_250, editor)).status).toBe(200)
    expect(await eventsOf(placed.orderId)).toEqual([])
  })
})

describe('the dashboard', () => {
  it('lists what was lowered and refunded today: order, what, by whom, with the amount', async () => {
    // Yesterday's entry is not today's.
    at(new Date(now.getTime() - DAY_MS))
    const yesterday = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    expect((await pack(yesterday, 800, admin)).status).toBe(200)

    at(now)
    const lowered = await placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))
    expect((await pack(lowered, 700, admin)).status).toBe(200)
    const refunded = await paidOrder()
    expect((await pack(refunded, 950, editor, false)).status).toBe(200)
    expect((await settle(refunded.orderId, -4_250, admin)).status).toBe(200)

    const res = await t.request(dashboardApiPaths.summary, { cookie: editor.cookie })
    expect(res.status).toBe(200)
    const { loweredToday }: DashboardSummary = await res.json()
    const mine = loweredToday.filter((e) =>
      [yesterday.orderId, lowered.orderId, refunded.orderId].includes(e.orderId),
    )
    expect(mine).toEqual([
      {
        orderId: lowered.orderId,
        event: 'packed_below_tolerance',
        note: 'Packed: Lowered Ribeye 1.000 kg → 0.700 kg, -₱255.00',
        by: admin.name,
        at: now.toISOString(),
      },
      {
        orderId: refunded.orderId,
        event: 'refund_settled',
        note: `Difference of ₱42.50 refunded to the customer, marked by ${admin.name}.`,
        by: admin.name,
        at: now.toISOString(),
      },
    ])
  })
})
