import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { adminSettingsApiPaths as paths } from '#shared/api-paths/settings.ts'
import type { AdminShippingZone } from '#shared/schemas/admin-settings.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { addProduct, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: string
let editor: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

async function zones(): Promise<AdminShippingZone[]> {
  const res = await t.request(paths.shippingZones, { cookie: admin })
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: AdminShippingZone[] }).items
}

async function checkoutZoneNames(): Promise<string[]> {
  const res = await t.request('/api/checkout/options')
  return ((await res.json()) as CheckoutOptions).zones.map((z) => z.zoneName)
}

const add = (json: unknown, cookie = admin) =>
  t.request(paths.shippingZones, { method: 'POST', json, cookie })
const remove = (id: number, cookie = admin) =>
  t.request(paths.shippingZone(id), { method: 'DELETE', cookie })

describe('access', () => {
  it.each([
    ['GET', paths.shippingZones],
    ['POST', paths.shippingZones],
    ['DELETE', paths.shippingZone(1)],
  ])('%s %s refuses a shopper with 401 and an editor with 403', async (method, path) => {
    const body = method === 'POST' ? { json: { zoneName: 'Cebu', rate: '300' } } : {}
    expect((await t.request(path, { method, ...body })).status).toBe(401)
    expect((await t.request(path, { method, ...body, cookie: editor })).status).toBe(403)
    expect(await zones()).toHaveLength(2)
  })
})

describe('shipping zones', () => {
  it('lists the default zones with their rates in centavos', async () => {
    expect(
      (await zones()).map(({ zoneName, rateCentavos }) => ({ zoneName, rateCentavos })),
    ).toEqual([
      { zoneName: 'Metro Manila', rateCentavos: 15_000 },
      { zoneName: 'Greater Manila Area', rateCentavos: 25_000 },
    ])
  })

  it('adds a zone with an exact decimal rate and checkout offers it at once', async () => {
    const res = await add({ zoneName: '  Cavite ', rate: '175.5' })
    expect(res.status).toBe(201)
    const zone = (await res.json()) as AdminShippingZone
    expect(zone).toMatchObject({ zoneName: 'Cavite', rateCentavos: 17_550 })
    expect((await zones()).at(-1)).toEqual(zone)
    expect(await checkoutZoneNames()).toContain('Cavite')

    expect((await remove(zone.id)).status).toBe(204)
    expect(await checkoutZoneNames()).not.toContain('Cavite')
  })

  it('takes a free zone (rate 0)', async () => {
    const res = await add({ zoneName: 'Pickup', rate: 0 })
    expect(res.status).toBe(201)
    expect((await res.json()).rateCentavos).toBe(0)
  })

  it.each([
    [{ zoneName: '', rate: '100' }, ['zoneName']],
    [{ zoneName: 'Laguna', rate: '' }, ['rate']],
    [{}, ['zoneName', 'rate']],
  ])('refuses %j as missing information', async (json, fields) => {
    const res = await add(json)
    expect(res.status).toBe(422)
    const { error } = await res.json()
    expect(error.message).toBe('Please enter both a zone name and a rate.')
    expect(Object.keys(error.fields).sort()).toEqual([...fields].sort())
  })

  it.each(['-5', 'abc', '1e3', '10.555', '100001'])('refuses the rate %s', async (rate) => {
    const before = await zones()
    const res = await add({ zoneName: 'Batangas', rate })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.rate).toMatch(/Rate must/)
    expect(await zones()).toEqual(before)
  })

  it('refuses a duplicate name whatever its case', async () => {
    const res = await add({ zoneName: 'metro manila', rate: '99' })
    expect(res.status).toBe(409)
    expect((await res.json()).error.fields.zoneName).toBe('A zone with this name already exists')
  })

  it('answers 404 for a zone that is gone', async () => {
    expect((await remove(999_999)).status).toBe(404)
  })

  it('keeps the fee and zone of an order placed in a removed zone', async () => {
    const zone = (await (await add({ zoneName: 'Rizal', rate: '320' })).json()) as AdminShippingZone
    const product = await addProduct(t, { name: 'Zone Test Ribeye', stockGrams: 10_000 })
    const order = await placeOk(t, orderBody(zone.id, [kg(product.id, 1)]))
    expect((await remove(zone.id)).status).toBe(204)
    expect(order.deliveryFeeCentavos).toBe(32_000)
    const [stored] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    expect(stored).toMatchObject({ zoneName: 'Rizal', deliveryFeeCentavos: 32_000 })
  })

  it('refuses to remove the last zone: checkout needs one', async () => {
    const list = await zones()
    for (const zone of list.slice(1)) expect((await remove(zone.id)).status).toBe(204)
    const res = await remove(list[0]!.id)
    expect(res.status).toBe(409)
    expect((await res.json()).error.message).toMatch(/only shipping zone/)
    expect(await checkoutZoneNames()).toEqual([list[0]!.zoneName])
  })
})
