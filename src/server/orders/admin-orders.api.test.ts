import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleItems, products } from '#server/db/schema/catalog.ts'
import { orderStock, orders } from '#server/db/schema/orders.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder, AdminOrderList, PublicOrder } from '#shared/schemas/orders.ts'
import { zoneWithWindows } from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addBundle,
  addProduct,
  firstZone,
  half,
  kg,
  orderBody,
  placeOk,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { bookDelivery } from '#tests/support/fixtures/staff-delivery-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { PUBLIC_STAFF_NAME } from './order-views.ts'

let t: TestApp
let editor: string
let admin: string
let zoneId: number
const placed: PublicOrder[] = []
beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
  const p = await addProduct(t, { name: 'Desk Beef', stockGrams: 100_000, minOrderGrams: 500 })
  const names = ['Maria Santos', 'Pedro 100%_Reyes', 'Ana Cruz', '=HYPERLINK("x") Evil']
  for (const fullName of names) {
    placed.push(await placeOk(t, orderBody(zoneId, [kg(p.id, 2), half(p.id)], { fullName })))
  }
})
afterAll(() => t.close())

const get = (path: string, cookie = editor) => t.request(path, { cookie })
const list = async (query: string, cookie = editor): Promise<AdminOrderList> => {
  const res = await get(`/api/admin/orders${query}`, cookie)
  expect(res.status).toBe(200)
  return res.json()
}
const setStatus = (orderId: string, status: string, cookie = editor) =>
  t.request(`/api/admin/orders/${orderId}/status`, { method: 'PATCH', json: { status }, cookie })

describe('roles', () => {
  it('shoppers get 401 on every staff order route; editors and admins get in', async () => {
    const id = placed[0]!.orderId
    const shopper = await Promise.all([
      t.request('/api/admin/orders'),
      t.request(`/api/admin/orders/${id}`),
      t.request('/api/admin/orders/export.csv'),
      t.request(`/api/admin/orders/${id}/status`, { method: 'PATCH', json: { status: 'paid' } }),
      t.request(`/api/admin/orders/${id}/notes`, { method: 'POST', json: { note: 'x' } }),
    ])
    expect(shopper.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    for (const cookie of [editor, admin]) {
      expect((await get('/api/admin/orders', cookie)).status).toBe(200)
      expect((await get(`/api/admin/orders/${id}`, cookie)).status).toBe(200)
      expect((await get('/api/admin/orders/export.csv', cookie)).status).toBe(200)
    }
  })
})

describe('GET /api/admin/orders', () => {
  it('lists newest first with paging', async () => {
    const page1 = await list('?pageSize=3')
    expect(page1.total).toBe(4)
    expect(page1.pageCount).toBe(2)
    expect(page1.items.map((o) => o.orderId)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((o) => o.orderId),
    )
    const page2 = await list('?pageSize=3&page=2')
    expect(page2.items.map((o) => o.orderId)).toEqual([placed[0]!.orderId])
    expect(page2.items[0]).toMatchObject({ customerName: 'Maria Santos', status: 'pending' })
  })

  it('searches order id or name case-insensitively, metacharacters literal', async () => {
    expect((await list('?q=maria')).items.map((o) => o.customerName)).toEqual(['Maria Santos'])
    expect((await list(`?q=${placed[2]!.orderId.toLowerCase()}`)).total).toBe(1)
    expect((await list(`?q=${encodeURIComponent('100%_')}`)).total).toBe(1)
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(1)
    expect((await list('?q=_')).total).toBe(1)
    expect((await list('?q=nobody')).items).toEqual([])
    expect((await list(`?q=${encodeURIComponent('a\u0000')}`)).total).toBe(0)
  })

  it('filters by status and refuses unknown ones', async () => {
    expect((await list('?status=pending')).total).toBe(4)
    expect((await list('?status=shipped')).total).toBe(0)
    expect((await get('/api/admin/orders?status=lost')).status).toBe(422)
  })
})

describe('status changes and notes', () => {
  it('any status to any status, with the staff member in the timeline; same status is a no-op', async () => {
    const { orderId } = placed[1]!
    const res = await setStatus(orderId, 'shipped')
    expect(res.status).toBe(200)
    const order: AdminOrder = await res.json()
    expect(order.status).toBe('shipped')
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'shipped',
      note: 'Status changed to shipped',
    })
    expect(order.timeline.at(-1)!.by).toMatch(/^Test editor/)
    // The shopper's page names nobody on the staff.
    const shoppers: PublicOrder = await (
      await t.request(orderApiPaths.byToken(placed[1]!.accessToken))
    ).json()
    expect(shoppers.timeline.at(-1)).toMatchObject({ status: 'shipped', by: PUBLIC_STAFF_NAME })
    expect(JSON.stringify(shoppers)).not.toMatch(/Test editor/)
    const again: AdminOrder = await (await setStatus(orderId, 'shipped')).json()
    expect(again.timeline).toHaveLength(order.timeline.length)
    expect((await setStatus(orderId, 'pending')).status).toBe(200)
    expect((await setStatus(orderId, 'bogus')).status).toBe(422)
    expect((await setStatus('E2E-1', 'paid')).status).toBe(404)
  })

  it('cancelling restocks once; re-opening takes it again or is refused when short', async () => {
    const p = await addProduct(t, { name: 'Cancel Beef', stockGrams: 3_000 })
    const { orderId } = await placeOk(t, orderBody(zoneId, [kg(p.id, 2)]))
    expect(await stockOf(t, p.id)).toBe(1_000)
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200)
    expect(await stockOf(t, p.id)).toBe(3_000)
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200)
    expect(await stockOf(t, p.id)).toBe(3_000)
    expect((await setStatus(orderId, 'processing')).status).toBe(200)
    expect(await stockOf(t, p.id)).toBe(1_000)
    expect((await setStatus(orderId, 'cancelled', admin)).status).toBe(200)
    expect(await stockOf(t, p.id)).toBe(3_000)

    await t.db.update(products).set({ stockGrams: 1_500 }).where(eq(products.id, p.id))
    const before = await writes(t)
    const detailBefore = await (await get(`/api/admin/orders/${orderId}`)).json()
    const refused = await setStatus(orderId, 'pending')
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toContain('Cancel Beef')
    expect(await writes(t)).toEqual(before)
    expect(await (await get(`/api/admin/orders/${orderId}`)).json()).toEqual(detailBefore)
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({ status: 'cancelled', stockHeld: false })
  })

  it('a bundle order moves exactly what it took, whatever the bundle holds since', async () => {
    const a = await addProduct(t, { name: 'Bundle Sirloin', stockGrams: 10_000 })
    const b = await addProduct(t, { name: 'Bundle Ribs', stockGrams: 10_000 })
    const c = await addProduct(t, { name: 'Bundle Liempo', stockGrams: 10_000 })
    const bundle = await addBundle(t, 'Grill Box', 150_000, [
      { productId: a.id, quantityGrams: 500 },
      { productId: b.id, quantityGrams: 1_000 },
    ])
    const { orderId } = await placeOk(
      t,
      orderBody(zoneId, [{ kind: 'bundle', bundleId: bundle.id, quantity: 2 }, kg(a.id)]),
    )
    const taken = { [a.id]: 2_000, [b.id]: 2_000 }
    const stocks = async () => ({
      [a.id]: await stockOf(t, a.id),
      [b.id]: await stockOf(t, b.id),
      [c.id]: await stockOf(t, c.id),
    })
    expect(await stocks()).toEqual({ [a.id]: 8_000, [b.id]: 8_000, [c.id]: 10_000 })
    const rows = await t.db
      .select({ productId: orderStock.productId, grams: orderStock.grams })
      .from(orderStock)
      .where(eq(orderStock.orderId, orderId))
    expect(Object.fromEntries(rows.map((r) => [r.productId, r.grams]))).toEqual(taken)

    // The bundle changes after the order: more of A, no B, some C.
    await t.db
      .update(bundleItems)
      .set({ quantityGrams: 3_000 })
      .where(and(eq(bundleItems.bundleId, bundle.id), eq(bundleItems.productId, a.id)))
    await t.db
      .delete(bundleItems)
      .where(and(eq(bundleItems.bundleId, bundle.id), eq(bundleItems.productId, b.id)))
    await t.db
      .insert(bundleItems)
      .values({ bundleId: bundle.id, productId: c.id, position: 2, quantityGrams: 300 })

    expect((await setStatus(orderId, 'cancelled')).status).toBe(200)
    expect(await stocks()).toEqual({ [a.id]: 10_000, [b.id]: 10_000, [c.id]: 10_000 })
    expect((await setStatus(orderId, 'pending')).status).toBe(200)
    expect(await stocks()).toEqual({ [a.id]: 8_000, [b.id]: 8_000, [c.id]: 10_000 })
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200)
    expect(await stocks()).toEqual({ [a.id]: 10_000, [b.id]: 10_000, [c.id]: 10_000 })
  })

  it('a deleted product is skipped on restock, and re-opening is refused', async () => {
    const kept = await addProduct(t, { name: 'Kept Beef', stockGrams: 5_000 })
    const gone = await addProduct(t, { name: 'Gone Beef', stockGrams: 5_000 })
    const { orderId } = await placeOk(t, orderBody(zoneId, [kg(kept.id, 2), kg(gone.id)]))
    await t.db.delete(products).where(eq(products.id, gone.id))

    expect((await setStatus(orderId, 'cancelled')).status).toBe(200)
    expect(await stockOf(t, kept.id)).toBe(5_000)
    const before = await writes(t)
    const refused = await setStatus(orderId, 'processing')
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toContain('no longer exists')
    expect(await writes(t)).toEqual(before)
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({ status: 'cancelled', stockHeld: false })
  })

  it('adds notes with the staff name; blank notes are refused', async () => {
    const { orderId } = placed[0]!
    const note = (text: unknown) =>
      t.request(`/api/admin/orders/${orderId}/notes`, {
        method: 'POST',
        json: { note: text },
        cookie: admin,
      })
    expect((await note('   ')).status).toBe(422)
    const res = await note('  Call before delivery  ')
    expect(res.status).toBe(201)
    const order: AdminOrder = await res.json()
    expect(order.timeline.at(-1)).toMatchObject({ status: 'note', note: 'Call before delivery' })
    expect(order.timeline.at(-1)!.by).toMatch(/^Test admin/)
    expect(order).toMatchObject({
      customerPhone: expect.stringMatching(/^\+63 917 \d{7}$/),
      address: '12 Mabini St',
      city: 'Makati City',
      postalCode: '',
      landmark: null,
    })
  })
})

describe('GET /api/admin/orders/export.csv', () => {
  it('exports the filtered orders as UTF-8 CSV with a BOM, formula-safe', async () => {
    const res = await get('/api/admin/orders/export.csv?q=evil')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, row, ...rest] = text.trim().split('\r\n')
    expect(header).toBe(
      'Order ID,Date,Customer,Email,Phone,Address,Zone,Delivery Date,Delivery Time,Payment Method,Payment,Status,Online Method,Payment ID,Items,Subtotal,Delivery,Total,Estimated Total',
    )
    expect(rest).toEqual([])
    expect(row).toContain(`${placed[3]!.orderId},`)
    expect(row).toContain(`"'=HYPERLINK(""x"") Evil"`)
    expect(row).toMatch(/,'\+63 917 \d{7},/)
    // Each product line with its run-out choice (issue 31; the default here).
    const callFirst = '[If this runs out: Text or call me first]'
    expect(row).toContain(`2 × Desk Beef kg ${callFirst}; 1 × Desk Beef 500g ${callFirst}`)
    expect(row).toContain('Cash on Delivery,COD: collect,Pending')
    const o = placed[3]!
    const pesos = (c: number) => (c / 100).toFixed(2)
    expect(
      row!.endsWith(
        `,${pesos(o.subtotalCentavos)},${pesos(o.deliveryFeeCentavos)},${pesos(o.totalCentavos)},${pesos(o.totalCentavos)}`,
      ),
    ).toBe(true)
  })

  it('follows the status filter', async () => {
    const text = await (await get('/api/admin/orders/export.csv?status=completed')).text()
    expect(text.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1)
  })
})

describe('the delivery date filter', () => {
  // Far from any date checkout would book today, so only these two orders arrive then.
  const day = '2030-01-15'
  beforeAll(async () => {
    const metro = await zoneWithWindows(t, 'Metro Manila')
    await bookDelivery(t, placed[0]!.orderId, { windowId: metro.windows[0]!.id, date: day })
    await bookDelivery(t, placed[2]!.orderId, { windowId: metro.windows[1]!.id, date: day })
  })

  it('lists the orders arriving that Manila date, with their delivery', async () => {
    const found = await list(`?deliveryDate=${day}`)
    expect(found.items.map((o) => o.orderId)).toEqual([placed[2]!.orderId, placed[0]!.orderId])
    expect(found.items[1]!.delivery).toMatchObject({
      date: day,
      startsMinute: 540,
      endsMinute: 720,
    })
    expect((await list(`?deliveryDate=${day}&status=pending&q=maria`)).total).toBe(1)
    expect((await list('?deliveryDate=2030-01-16')).total).toBe(0)
    for (const bad of ['2030-02-30', 'today', '2030-1-15']) {
      const res = await get(`/api/admin/orders?deliveryDate=${bad}`)
      expect(res.status).toBe(422)
      expect((await res.json()).error.fields).toEqual({ deliveryDate: 'Choose a date' })
    }
  })

  it('exports the same orders, with the delivery date and window after the zone', async () => {
    const text = await (await get(`/api/admin/orders/export.csv?deliveryDate=${day}`)).text()
    const [, ...rows] = text.replace('\uFEFF', '').trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(new RegExp(`^${placed[2]!.orderId},`))
    expect(rows[0]).toContain(`,Metro Manila,${day},1:00 PM – 5:00 PM,Cash on Delivery,`)
    expect(rows[1]).toContain(`,Metro Manila,${day},9:00 AM – 12:00 PM,Cash on Delivery,`)
    expect((await get('/api/admin/orders/export.csv?deliveryDate=2030-02-30')).status).toBe(422)
  })
})
