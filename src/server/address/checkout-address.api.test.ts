import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import type { MappableProvince } from '#shared/address.ts'
import type { CityBarangays } from '#shared/schemas/address.ts'
import type { AdminOrder, CheckoutOptions } from '#shared/schemas/orders.ts'
import { addressIn, cityCodes } from '#tests/support/fixtures/address-fixtures.ts'
import {
  FRIDAY_10AM,
  greaterManila,
  metroManila,
} from '#tests/support/fixtures/delivery-booking-fixtures.ts'
import {
  addProduct,
  kg,
  newClientAddress,
  orderBody,
  place,
  placeOk,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let mm: Awaited<ReturnType<typeof metroManila>>
let gma: Awaited<ReturnType<typeof greaterManila>>
let beefId: number
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  mm = await metroManila(t)
  gma = await greaterManila(t)
  beefId = (await addProduct(t, { name: 'Address Beef', stockGrams: 500_000 })).id
})
afterAll(() => t.close())
beforeEach(async () => {
  t.setNow(FRIDAY_10AM)
  admin = (await t.signIn('admin')).cookie
})

/** An order to this address (codes), delivered by whichever zone serves the city. */
const to = (address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  orderBody(mm.id, [kg(beefId)], { ...address, ...extra })
const bacoor = addressIn(cityCodes.bacoor, 'Molino III')
const makati = addressIn(cityCodes.makati, 'Poblacion')

async function refused(body: Record<string, unknown>) {
  const before = await writes(t)
  const res = await place(t, body)
  const error = (await res.json()).error
  expect(await writes(t)).toEqual(before)
  return { status: res.status, error }
}

describe('checkout asks province, city or municipality, then barangay (issue 28 §10)', () => {
  it('lists only the provinces and cities a zone serves, each city with its zone', async () => {
    const res = await t.request('/api/checkout/options')
    const { provinces } = (await res.json()) as CheckoutOptions
    expect(provinces.map((p) => p.name)).toEqual(['Metro Manila', 'Cavite', 'Laguna'])
    const cavite = provinces.find((p) => p.name === 'Cavite')!
    expect(cavite.cities).toContainEqual({
      code: cityCodes.bacoor,
      name: 'Bacoor City',
      zoneId: gma.id,
    })
    const metro = provinces.find((p) => p.name === 'Metro Manila')!
    expect(metro.cities).toContainEqual({
      code: cityCodes.makati,
      name: 'Makati City',
      zoneId: mm.id,
    })
    expect(metro.cities).toHaveLength(17)
    const all = provinces.flatMap((p) => p.cities.map((c) => c.name))
    expect(all).not.toContain('Baguio City')
  })

  it("answers a city's barangays A–Z, cacheable; a code naming no city is 404", async () => {
    const res = await t.request(`/api/address/cities/${cityCodes.bacoor}/barangays`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = (await res.json()) as CityBarangays
    expect(body.barangays).toContainEqual({ code: bacoor.barangayCode, name: 'Molino III' })
    const names = body.barangays.map((b) => b.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (const code of ['0000000000', 'abc', '1'.repeat(11)]) {
      expect((await t.request(`/api/address/cities/${code}/barangays`)).status, code).toBe(404)
    }
  })

  it('keeps the address, landmark and instructions, and shows them to the shopper and staff', async () => {
    const order = await placeOk(
      t,
      to(bacoor, {
        address: 'Blk 4 Lot 7 Sampaguita St',
        landmark: 'Across the 7-Eleven',
        deliveryInstructions: 'Leave with the guard',
      }),
    )
    expect(order).toMatchObject({
      shippingAddress: 'Blk 4 Lot 7 Sampaguita St, Molino III, Bacoor City, Cavite',
      landmark: 'Across the 7-Eleven',
      deliveryInstructions: 'Leave with the guard',
    })
    const [stored] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    expect(stored).toMatchObject({
      address: 'Blk 4 Lot 7 Sampaguita St',
      city: 'Bacoor City',
      province: 'Cavite',
      barangay: 'Molino III',
      psgcCityCode: cityCodes.bacoor,
      psgcBarangayCode: bacoor.barangayCode,
      postalCode: '',
      zoneId: gma.id,
      zoneName: 'Greater Manila Area',
    })
    const staff = await t.request(`/api/admin/orders/${order.orderId}`, { cookie: admin })
    expect((await staff.json()) as AdminOrder).toMatchObject({
      landmark: 'Across the 7-Eleven',
      deliveryInstructions: 'Leave with the guard',
    })
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order_confirmation'))
    const mail = emails.find((e) => e.textBody.includes(order.orderId))!
    expect(mail.textBody).toContain('Molino III, Bacoor City, Cavite')
    expect(mail.textBody).toContain('Across the 7-Eleven')
    expect(mail.textBody).toContain('Leave with the guard')
  })
})

describe('the zone follows the city', () => {
  it('Makati is Metro Manila (₱150, same day); Bacoor is the Greater Manila Area (₱250, from tomorrow)', async () => {
    const inMakati = await placeOk(t, to(makati))
    expect(inMakati).toMatchObject({ zoneName: 'Metro Manila', deliveryFeeCentavos: 15_000 })
    expect(inMakati.delivery?.date).toBe('2026-11-27')
    const inBacoor = await placeOk(t, to(bacoor))
    expect(inBacoor).toMatchObject({ zoneName: 'Greater Manila Area', deliveryFeeCentavos: 25_000 })
    expect(inBacoor.delivery?.date).toBe('2026-11-28')
  })

  it("a window of another zone than the city's is refused", async () => {
    const { status } = await refused(
      to(makati, { deliveryDate: '2026-11-28', deliveryWindowId: gma.windows[0]!.id }),
    )
    expect(status).toBe(422)
  })

  it('a zone id sent by an old client changes nothing', async () => {
    // Sent as it is (`place` would read the zone id as the test's choice of zone).
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: to(makati, { zoneId: gma.id }),
      ip: newClientAddress(),
    })
    expect(res.status).toBe(201)
    expect((await res.json()).zoneName).toBe('Metro Manila')
  })
})

describe('a bad address is refused on its field, writing nothing', () => {
  it('a barangay that is not in the chosen city -> 422 on barangayCode', async () => {
    const { status, error } = await refused(to({ ...makati, barangayCode: bacoor.barangayCode }))
    expect(status).toBe(422)
    expect(error.fields).toEqual({ barangayCode: 'Choose a barangay in Makati City' })
  })

  it("a city the shop does not serve -> 422 'We do not deliver to Baguio City yet.'", async () => {
    const { status, error } = await refused(to(addressIn(cityCodes.baguio)))
    expect(status).toBe(422)
    expect(error.message).toBe('We do not deliver to Baguio City yet.')
    expect(error.fields).toEqual({ cityCode: 'We do not deliver to Baguio City yet.' })
  })

  it('a city outside the chosen province -> 422 on cityCode', async () => {
    const { status, error } = await refused(to({ ...bacoor, provinceCode: makati.provinceCode }))
    expect(status).toBe(422)
    expect(error.fields).toEqual({ cityCode: 'Choose a city or municipality in Metro Manila' })
  })

  it('missing province, city and barangay -> 422 naming each', async () => {
    const { status, error } = await refused(
      to({ provinceCode: undefined, cityCode: '', barangayCode: '  ' }),
    )
    expect(status).toBe(422)
    expect(error.fields).toMatchObject({
      provinceCode: 'Choose a province',
      cityCode: 'Choose a city or municipality',
      barangayCode: 'Choose a barangay',
    })
  })

  it('codes that are not PSGC codes, and unknown ones -> 422', async () => {
    const odd = await refused(to({ ...makati, cityCode: '13803;DROP' }))
    expect(odd.status).toBe(422)
    expect(odd.error.fields).toEqual({ cityCode: 'Choose a city or municipality' })
    const unknown = await refused(to({ ...makati, provinceCode: '9999900000' }))
    expect(unknown.error.fields).toEqual({ provinceCode: 'Choose a province' })
  })

  it('an overlong landmark, instructions or street -> 422 on the field', async () => {
    const { status, error } = await refused(
      to(makati, {
        landmark: 'x'.repeat(121),
        deliveryInstructions: 'y'.repeat(301),
        address: 'z'.repeat(201),
      }),
    )
    expect(status).toBe(422)
    expect(error.fields).toEqual({
      landmark: 'Landmark must be at most 120 characters',
      deliveryInstructions: 'Delivery instructions must be at most 300 characters',
      address: 'Street and house number must be at most 200 characters',
    })
  })

  it('a missing street -> 422 on address', async () => {
    const { error } = await refused(to(makati, { address: '   ' }))
    expect(error.fields).toEqual({ address: 'Street and house number is required' })
  })
})

describe('Settings: the cities each zone delivers to (admin only)', () => {
  const lipa = '0401014000'

  it('lists every city that can be mapped with its zone; editors may not', async () => {
    const res = await t.request('/api/admin/shipping-zones/cities', { cookie: admin })
    expect(res.status).toBe(200)
    const { provinces } = (await res.json()) as { provinces: MappableProvince[] }
    const cavite = provinces.find((p) => p.name === 'Cavite')!
    expect(cavite.cities).toContainEqual({
      code: cityCodes.bacoor,
      name: 'Bacoor City',
      zoneId: gma.id,
    })
    const batangas = provinces.find((p) => p.name === 'Batangas')!
    expect(batangas.cities).toContainEqual({ code: lipa, name: 'Lipa City', zoneId: null })
    const editor = (await t.signIn('editor')).cookie
    expect((await t.request('/api/admin/shipping-zones/cities', { cookie: editor })).status).toBe(
      403,
    )
    const put = await t.request(`/api/admin/shipping-zones/${gma.id}/cities`, {
      method: 'PUT',
      cookie: editor,
      json: { cityCodes: [lipa] },
    })
    expect(put.status).toBe(403)
  })

  it('maps a city to a zone: checkout offers it and its orders take that zone', async () => {
    const created = await t.request('/api/admin/shipping-zones', {
      method: 'POST',
      cookie: admin,
      json: { zoneName: 'Batangas', rate: '300' },
    })
    const zone = (await created.json()) as { id: number }
    const before = await place(t, to(addressIn(lipa)))
    expect((await before.json()).error.message).toBe('We do not deliver to Lipa City yet.')

    const res = await t.request(`/api/admin/shipping-zones/${zone.id}/cities`, {
      method: 'PUT',
      cookie: admin,
      json: { cityCodes: [lipa] },
    })
    expect(res.status).toBe(200)
    const options = (await (await t.request('/api/checkout/options')).json()) as CheckoutOptions
    expect(options.provinces.find((p) => p.name === 'Batangas')?.cities).toEqual([
      { code: lipa, name: 'Lipa City', zoneId: zone.id },
    ])
    const order = await placeOk(t, to(addressIn(lipa)))
    expect(order).toMatchObject({ zoneName: 'Batangas', deliveryFeeCentavos: 30_000 })

    // Emptied: the zone delivers nowhere, and Lipa is refused again.
    await t.request(`/api/admin/shipping-zones/${zone.id}/cities`, {
      method: 'PUT',
      cookie: admin,
      json: { cityCodes: [] },
    })
    expect((await place(t, to(addressIn(lipa)))).status).toBe(422)
  })

  it('a city another zone delivers to -> 409 naming both; an unknown city -> 422', async () => {
    const taken = await t.request(`/api/admin/shipping-zones/${mm.id}/cities`, {
      method: 'PUT',
      cookie: admin,
      json: { cityCodes: [cityCodes.makati, cityCodes.bacoor] },
    })
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.message).toBe(
      'Bacoor City is delivered by Greater Manila Area already.',
    )
    const unknown = await t.request(`/api/admin/shipping-zones/${mm.id}/cities`, {
      method: 'PUT',
      cookie: admin,
      json: { cityCodes: [cityCodes.baguio] },
    })
    expect(unknown.status).toBe(422)
    const missing = await t.request('/api/admin/shipping-zones/999999/cities', {
      method: 'PUT',
      cookie: admin,
      json: { cityCodes: [] },
    })
    expect(missing.status).toBe(404)
    // Nothing changed: Makati is still Metro Manila's.
    const order = await placeOk(t, to(makati))
    expect(order.zoneName).toBe('Metro Manila')
  })
})
