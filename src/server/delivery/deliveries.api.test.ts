import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock, orders } from '#server/db/schema/orders.ts'
import { adminDeliveriesApiPaths } from '#shared/api-paths/delivery.ts'
import type { DeliveryDay } from '#shared/schemas/delivery.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { zoneWithWindows } from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addBundle,
  addProduct,
  half,
  kg,
  orderBody,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  bookDelivery,
  STAFF_DELIVERY_NOW,
} from '#tests/support/fixtures/staff-delivery-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const DAY = '2026-11-28'
/** Issue 31's fields of a line without choices, note or pieces, as the checkout's default leaves them. */
const plainBundleLine = { averagePieceGrams: null, choices: [], note: null, runOutOutcome: null }
const plainProductLine = { ...plainBundleLine, ifRunsOut: 'call' }
/** The run-out choice every product line prints (the default: call first). */
const callFirst = 'If this runs out: Text or call me first'

let t: TestApp
let editor: string
let admin: string
let deletedProductId: number
/** The day's orders: 1–5 PM Metro, 9–12 Metro (a bundle), 9–12 Greater Manila. */
let afternoon: PublicOrder
let morningMetro: PublicOrder
let morningGreater: PublicOrder
let metroZone: Awaited<ReturnType<typeof zoneWithWindows>>

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(STAFF_DELIVERY_NOW)
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
  const metro = await zoneWithWindows(t, 'Metro Manila')
  const greater = await zoneWithWindows(t, 'Greater Manila Area')
  metroZone = metro
  const sirloin = await addProduct(t, {
    name: 'Packing Sirloin',
    stockGrams: 100_000,
    minOrderGrams: 500,
  })
  const ribs = await addProduct(t, { name: 'Packing Ribs', stockGrams: 100_000 })
  const gone = await addProduct(t, { name: 'Packing Gone', stockGrams: 100_000 })
  deletedProductId = gone.id
  const box = await addBundle(t, 'Packing Box', 150_000, [
    { productId: sirloin.id, quantityGrams: 500 },
    { productId: ribs.id, quantityGrams: 1_000 },
  ])
  const booked = async (
    zone: typeof metro,
    windowIndex: number,
    date: string,
    lines: unknown[],
    extra: Record<string, unknown> = {},
  ) => {
    const order = await placeOk(t, orderBody(zone.id, lines, extra))
    await bookDelivery(t, order.orderId, { windowId: zone.windows[windowIndex]!.id, date })
    return order
  }
  afternoon = await booked(metro, 1, DAY, [kg(sirloin.id, 2)], { fullName: '=Evil Rider' })
  morningMetro = await booked(metro, 0, DAY, [
    { kind: 'bundle', bundleId: box.id, quantity: 1 },
    half(sirloin.id),
  ])
  morningGreater = await booked(greater, 0, DAY, [kg(ribs.id), kg(gone.id)])
  // Left out: a cancelled order of the day, and an order of the next day.
  const cancelled = await booked(metro, 0, DAY, [kg(sirloin.id, 5)])
  await t.db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(eq(orders.orderId, cancelled.orderId))
  await booked(metro, 0, '2026-11-29', [kg(ribs.id, 7)])
  // Hosted-store lines are counted in items, by name.
  for (const [order, quantity] of [
    [afternoon, 2],
    [morningGreater, 1],
  ] as const) {
    await t.db.insert(orderItems).values({
      orderId: order.orderId,
      position: 50,
      kind: 'hosted',
      name: 'Sample Hot Sauce',
      quantity,
      unitPriceCentavos: 12_000,
      lineTotalCentavos: 12_000 * quantity,
      estimatedLineTotalCentavos: 12_000 * quantity,
    })
  }
  // A product deleted after it was ordered still has to be packed.
  await t.db.delete(products).where(eq(products.id, gone.id))
})
afterAll(() => t.close())

const get = (path: string, cookie = editor) => t.request(path, { cookie })

async function dayOf(date: string): Promise<DeliveryDay> {
  const res = await get(adminDeliveriesApiPaths.day(date))
  expect(res.status).toBe(200)
  return res.json()
}

async function csvOf(path: string) {
  const res = await get(path)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/csv')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return {
    disposition: res.headers.get('content-disposition'),
    lines: new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n'),
  }
}

describe('roles and input', () => {
  it('shoppers get 401; editors and admins get in', async () => {
    const paths = [
      adminDeliveriesApiPaths.day(DAY),
      adminDeliveriesApiPaths.exportCsv(DAY),
      adminDeliveriesApiPaths.packingListCsv(DAY),
    ]
    expect((await Promise.all(paths.map((p) => t.request(p)))).map((r) => r.status)).toEqual([
      401, 401, 401,
    ])
    for (const cookie of [editor, admin]) {
      for (const path of paths) expect((await get(path, cookie)).status).toBe(200)
    }
  })

  it('refuses a missing or malformed date with 422', async () => {
    for (const base of [
      '/api/admin/deliveries',
      '/api/admin/deliveries/export.csv',
      '/api/admin/deliveries/packing-list.csv',
    ]) {
      for (const query of ['', '?date=2026-02-30', '?date=tomorrow', `?date=${'9'.repeat(500)}`]) {
        const res = await get(`${base}${query}`)
        expect(res.status, `${base}${query}`).toBe(422)
        expect((await res.json()).error.fields).toEqual({ date: 'Choose a date' })
      }
    }
  })
})

describe('GET /api/admin/deliveries', () => {
  it('groups the day by window in time order, then zone name; cancelled and other days left out', async () => {
    const day = await dayOf(DAY)
    expect(day.date).toBe(DAY)
    expect(day.orderCount).toBe(3)
    expect(
      day.groups.map((g) => ({
        window: [g.startsMinute, g.endsMinute],
        zone: g.zoneName,
        orders: g.orders.map((o) => o.orderId),
      })),
    ).toEqual([
      { window: [540, 720], zone: 'Greater Manila Area', orders: [morningGreater.orderId] },
      { window: [540, 720], zone: 'Metro Manila', orders: [morningMetro.orderId] },
      { window: [780, 1020], zone: 'Metro Manila', orders: [afternoon.orderId] },
    ])
    expect(day.groups[1]!.orders[0]).toEqual({
      orderId: morningMetro.orderId,
      status: 'pending',
      customerName: 'Juan dela Cruz',
      customerPhone: expect.stringMatching(/^\+63 917 \d{7}$/),
      shippingAddress: morningMetro.shippingAddress,
      address: expect.any(String),
      city: expect.any(String),
      postalCode: expect.any(String),
      province: expect.toBeOneOf([null, expect.any(String)]),
      barangay: expect.toBeOneOf([null, expect.any(String)]),
      landmark: expect.toBeOneOf([null, expect.any(String)]),
      deliveryInstructions: expect.toBeOneOf([null, expect.any(String)]),
      paymentMethod: 'cod',
      paymentState: 'none',
      readiness: 'cod',
      cashToCollectCentavos: morningMetro.totalCentavos,
      balanceDueCentavos: 0,
      totalCentavos: morningMetro.totalCentavos,
      // The box's 500 g sirloin and 1 kg ribs, and 500 g sirloin alone.
      grams: 2_000,
      items: [
        {
          name: 'Packing Box',
          variantTitle: null,
          quantity: 1,
          unit: null,
          packedGrams: null,
          ...plainBundleLine,
        },
        {
          name: 'Packing Sirloin',
          variantTitle: null,
          quantity: 1,
          unit: '500g',
          packedGrams: null,
          ...plainProductLine,
        },
      ],
    })
    expect(day.groups[1]!.totals).toEqual({
      orders: 1,
      grams: 2_000,
      cashToCollectCentavos: morningMetro.totalCentavos,
    })
  })

  it("sums each product's grams across the day, bundles opened, hosted items counted, by name", async () => {
    const list = (await dayOf(DAY)).packingList
    expect(list.map(({ cuts: _cuts, ...line }) => line)).toEqual([
      // 1 kg alone and 1 kg in the box.
      { name: 'Packing Ribs', grams: 2_000, packedGrams: null, units: null, weighedLines: [] },
      // 2 kg, 500 g in the box and 500 g alone.
      { name: 'Packing Sirloin', grams: 3_000, packedGrams: null, units: null, weighedLines: [] },
      {
        name: `Product #${deletedProductId}`,
        grams: 1_000,
        packedGrams: null,
        units: null,
        weighedLines: [],
      },
      { name: 'Sample Hot Sauce', grams: null, packedGrams: null, units: 3, weighedLines: [] },
    ])
    // Issue 31: the product lines (not the box's contents) by choices and unit.
    const sirloin = list.find((l) => l.name === 'Packing Sirloin')
    expect(sirloin?.cuts?.map((c) => [c.title, c.quantity, c.unit])).toEqual([
      ['Packing Sirloin', 1, '500g'],
      ['Packing Sirloin', 2, 'kg'],
    ])
  })

  it('answers an empty day', async () => {
    expect(await dayOf('2026-12-15')).toEqual({
      date: '2026-12-15',
      orderCount: 0,
      groups: [],
      packingList: [],
    })
  })
})

describe('packing list of products priced by packed weight', () => {
  const WEIGH_DAY = '2026-11-30'

  it("lists each order's line of the product to weigh, not bundles' contents", async () => {
    const ribeye = await addProduct(t, {
      name: 'Weighed Ribeye',
      priceCentavos: 85_000,
      stockGrams: 100_000,
      minOrderGrams: 500,
      pricedByPackedWeight: true,
    })
    const box = await addBundle(t, 'Weighed Box', 150_000, [
      { productId: ribeye.id, quantityGrams: 1_000 },
    ])
    const booked = async (lines: unknown[], windowIndex: number, fullName: string) => {
      const order = await placeOk(t, orderBody(metroZone.id, lines, { fullName }))
      await bookDelivery(t, order.orderId, {
        windowId: metroZone.windows[windowIndex]!.id,
        date: WEIGH_DAY,
      })
      return order
    }
    const late = await booked([kg(ribeye.id, 2)], 1, 'Late Lara')
    const early = await booked(
      [half(ribeye.id), { kind: 'bundle', bundleId: box.id, quantity: 1 }],
      0,
      'Early Ed',
    )
    await t.db
      .update(orderItems)
      .set({ packedGrams: 520 })
      .where(eq(orderItems.id, early.items[0]!.id))
    // As recording the weight does: the stock taken follows the packed weight.
    await t.db
      .update(orderStock)
      .set({ grams: sql`${orderStock.grams} + 20` })
      .where(and(eq(orderStock.orderId, early.orderId), eq(orderStock.productId, ribeye.id)))

    const [{ cuts: _cuts, ...line } = { cuts: [] }] = (await dayOf(WEIGH_DAY)).packingList
    expect(line).toEqual({
      name: 'Weighed Ribeye',
      // 500 g alone, 1 kg in the box, 2 kg alone: the cutter's target stays as ordered,
      // with the weight as it stands beside it (520 g packed for 500 g).
      grams: 3_500,
      packedGrams: 3_520,
      units: null,
      weighedLines: [
        {
          orderId: early.orderId,
          itemId: early.items[0]!.id,
          customerName: 'Early Ed',
          orderedGrams: 500,
          packedGrams: 520,
          packingVersion: 0,
          title: 'Weighed Ribeye',
        },
        {
          orderId: late.orderId,
          itemId: late.items[0]!.id,
          customerName: 'Late Lara',
          orderedGrams: 2_000,
          packedGrams: null,
          packingVersion: 0,
          title: 'Weighed Ribeye',
        },
      ],
    })
  })
})

describe('CSV exports', () => {
  it("exports the day's orders, one row per order in the screen's order, formula-safe", async () => {
    const { disposition, lines } = await csvOf(adminDeliveriesApiPaths.exportCsv(DAY))
    expect(disposition).toBe(`attachment; filename="deliveries-${DAY}.csv"`)
    expect(lines[0]).toBe(
      'Window,Zone,Order ID,Customer,Phone,Address,Landmark,Delivery Instructions,Payment Method,Payment,Cash to Collect,Kilograms,Total,Items',
    )
    expect(lines).toHaveLength(4)
    const total = (morningGreater.totalCentavos / 100).toFixed(2)
    expect(lines[1]).toMatch(
      new RegExp(
        `^9:00 AM – 12:00 PM,Greater Manila Area,${morningGreater.orderId},Juan dela Cruz,'\\+63 917 \\d{7},"12 Mabini St, Molino III, Bacoor City, Cavite",,,Cash on Delivery,COD: collect,${total},2.000,${total},1 × 1 kg Packing Ribs \\[${callFirst}\\]; 1 × 1 kg Packing Gone \\[${callFirst}\\]; 1 × Sample Hot Sauce$`,
      ),
    )
    expect(lines[2]).toContain(`9:00 AM – 12:00 PM,Metro Manila,${morningMetro.orderId},`)
    expect(lines[2]).toContain(',1 × Packing Box; 1 × 500 g Packing Sirloin')
    expect(lines[3]).toContain(`1:00 PM – 5:00 PM,Metro Manila,${afternoon.orderId},'=Evil Rider,`)
  })

  it('exports the packing list: each line with its quantity and its units filled', async () => {
    const { disposition, lines } = await csvOf(adminDeliveriesApiPaths.packingListCsv(DAY))
    expect(disposition).toBe(`attachment; filename="packing-list-${DAY}.csv"`)
    expect(lines).toEqual([
      'Product,Quantity,Units,Packed Kilograms',
      'Packing Ribs,2.000,kg,',
      'Packing Sirloin,3.000,kg,',
      `Product #${deletedProductId},1.000,kg,`,
      'Sample Hot Sauce,3,items,',
    ])
  })

  it('an empty day exports the header only', async () => {
    expect((await csvOf(adminDeliveriesApiPaths.packingListCsv('2026-12-15'))).lines).toEqual([
      'Product,Quantity,Units,Packed Kilograms',
    ])
    expect((await csvOf(adminDeliveriesApiPaths.exportCsv('2026-12-15'))).lines).toHaveLength(1)
  })
})
