import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { packedWeightMessages } from '#shared/packed-weight.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/** Issue 28 §4: a weighed line is never charged above the top of its range without agreement. */

let t: TestApp
let editor: { cookie: string; name: string }
let zoneId: number
let ribeyeId: number

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  zoneId = (await firstZone(t)).id
  const { cookie, user } = await t.signIn('editor')
  editor = { cookie, name: user.name }
  ribeyeId = (
    await addProduct(t, {
      name: 'Promise Ribeye',
      priceCentavos: 85_000,
      stockGrams: 500_000,
      pricedByPackedWeight: true,
    })
  ).id
})
afterAll(() => t.close())

const placeRibeye = (): Promise<PublicOrder> => placeOk(t, orderBody(zoneId, [kg(ribeyeId)]))

interface PackBody {
  packedGrams: number
  confirmBeyondTolerance?: boolean
  chargeAbove?: boolean
  heavierAgreedNote?: string
}

async function pack(orderId: string, body: PackBody) {
  const current = await t.request(adminOrdersApiPaths.order(orderId), { cookie: editor.cookie })
  const order: AdminOrder = await current.json()
  return t.request(adminOrdersApiPaths.packedWeight(orderId, order.items[0]!.id), {
    method: 'PUT',
    json: { packingVersion: order.packingVersion, ...body },
    cookie: editor.cookie,
  })
}

async function packOk(orderId: string, body: PackBody): Promise<AdminOrder> {
  const res = await pack(orderId, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

async function notes(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ note: orderTimeline.note })
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), eq(orderTimeline.status, 'note')))
    .orderBy(asc(orderTimeline.id))
  return rows.map((r) => r.note)
}

async function rowsOf(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  return { order: order!, item: items[0]! }
}

describe('never above the promise', () => {
  it('copies the tolerance shown at checkout onto the order', async () => {
    const placed = await placeRibeye()
    expect((await rowsOf(placed.orderId)).order.packedWeightTolerancePercent).toBe(10)
  })

  it('caps a heavier weight at the top of the range without a note; stock moves by the real weight', async () => {
    const placed = await placeRibeye()
    const stockBefore = await stockOf(t, ribeyeId)
    const order = await packOk(placed.orderId, { packedGrams: 1250, confirmBeyondTolerance: true })
    const line = order.items[0]!
    expect(line.packedGrams).toBe(1250)
    expect(line.lineTotalCentavos).toBe(93_500)
    expect(line.heavierAgreedNote).toBeNull()
    expect(order.totalCentavos).toBe(placed.totalCentavos + 8_500)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore - 250)
    expect((await notes(placed.orderId)).at(-1)).toBe(
      'Packed: Promise Ribeye 1.000 kg → 1.250 kg, +₱85.00 Charged ₱935.00, the top of the range the customer was promised.',
    )
  })

  it('refuses chargeAbove without the agreement note (422), writing nothing', async () => {
    const placed = await placeRibeye()
    const before = await rowsOf(placed.orderId)
    for (const note of [undefined, '', '   ']) {
      const res = await pack(placed.orderId, {
        packedGrams: 1250,
        confirmBeyondTolerance: true,
        chargeAbove: true,
        ...(note === undefined ? {} : { heavierAgreedNote: note }),
      })
      expect(res.status).toBe(422)
      const body: ApiErrorBody = await res.json()
      expect(body.error.fields).toEqual({
        heavierAgreedNote: packedWeightMessages.agreementRequired,
      })
    }
    const tooLong = await pack(placed.orderId, {
      packedGrams: 1250,
      confirmBeyondTolerance: true,
      chargeAbove: true,
      heavierAgreedNote: 'x'.repeat(201),
    })
    expect(tooLong.status).toBe(422)
    expect(await rowsOf(placed.orderId)).toEqual(before)
    expect(await notes(placed.orderId)).toEqual([])
  })

  it('charges the whole weight with the note, naming who agreed, how and which staff', async () => {
    const placed = await placeRibeye()
    const order = await packOk(placed.orderId, {
      packedGrams: 1250,
      confirmBeyondTolerance: true,
      chargeAbove: true,
      heavierAgreedNote: '  Customer agreed by phone ',
    })
    expect(order.items[0]!.lineTotalCentavos).toBe(106_250)
    expect(order.items[0]!.heavierAgreedNote).toBe('Customer agreed by phone')
    const entry = order.timeline.at(-1)!
    expect(entry.note).toBe(
      'Promise Ribeye charged ₱1,062.50, above the top of its range (₱935.00): Customer agreed by phone (recorded by ' +
        `${editor.name}).`,
    )
    expect(entry.by).toBe(editor.name)
    // The shopper's page shows the charge but not the staff's note.
    const res = await t.request(orderApiPaths.byToken(placed.accessToken))
    const shopper: PublicOrder = await res.json()
    expect(shopper.items[0]!.lineTotalCentavos).toBe(106_250)
    expect(shopper.items[0]).not.toHaveProperty('heavierAgreedNote')
  })

  it('a capped line charged above later, once the shopper agreed, at the same weight', async () => {
    const placed = await placeRibeye()
    await packOk(placed.orderId, { packedGrams: 1250, confirmBeyondTolerance: true })
    const order = await packOk(placed.orderId, {
      packedGrams: 1250,
      confirmBeyondTolerance: true,
      chargeAbove: true,
      heavierAgreedNote: 'Customer agreed by text',
    })
    expect(order.items[0]!.lineTotalCentavos).toBe(106_250)
    expect(order.totalCentavos).toBe(placed.totalCentavos + 21_250)
  })

  it('chargeAbove within the range needs no note', async () => {
    const placed = await placeRibeye()
    const order = await packOk(placed.orderId, { packedGrams: 1070, chargeAbove: true })
    expect(order.items[0]!.lineTotalCentavos).toBe(90_950)
    expect(order.items[0]!.heavierAgreedNote).toBeNull()
  })

  it('keeps the tolerance of checkout when the setting changes later', async () => {
    const placed = await placeRibeye()
    await putSettings(
      t.db,
      'site',
      { ...defaultSettings.site, packedWeightTolerancePercent: 30 },
      t.deps.now(),
    )
    try {
      // 1.2 kg is beyond ±10 %: still asks, and caps at ₱935.00, not at +30 %.
      const res = await pack(placed.orderId, { packedGrams: 1200 })
      expect(res.status).toBe(422)
      const order = await packOk(placed.orderId, {
        packedGrams: 1200,
        confirmBeyondTolerance: true,
      })
      expect(order.items[0]!.lineTotalCentavos).toBe(93_500)
      expect(order.packedWeightTolerancePercent).toBe(10)
    } finally {
      await putSettings(t.db, 'site', defaultSettings.site, t.deps.now())
    }
  })
})
