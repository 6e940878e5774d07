import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { ORDER_ID_PATTERN } from '#shared/order-id.ts'
import { PLAIN_LINE_FIELDS } from '#shared/preparation.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { addressIn, cityCodes } from '#tests/support/fixtures/address-fixtures.ts'
import { checkoutTestApp } from '#tests/support/fixtures/checkout-fixtures.ts'
import {
  addBundle,
  addProduct,
  half,
  kg,
  orderBody,
  place,
  placeOk,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import type { TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let zone: { id: number; rateCentavos: number; zoneName: string }
beforeAll(async () => {
  const env = { PUBLIC_URL: 'https://shop.example' }
  ;({ t, zone } = await checkoutTestApp({ env, freeDeliveryFrom: 200_000 }))
})
afterAll(() => t.close())

describe('GET /api/checkout/options', () => {
  it('lists zones by rate then name, the threshold and the GCash details', async () => {
    const res = await t.request('/api/checkout/options')
    expect(res.status).toBe(200)
    const body: CheckoutOptions = await res.json()
    const rates = body.zones.map((z) => z.rateCentavos)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    expect(body.zones[0]).toEqual({
      id: zone.id,
      zoneName: zone.zoneName,
      rateCentavos: zone.rateCentavos,
    })
    expect(body.freeDeliveryThresholdCentavos).toBe(200_000)
    expect(body.gcash.accountNumber).toBeTruthy()
  })
})

describe('POST /api/orders', () => {
  it('prices from the database, takes the stock and writes the order, timeline and emails', async () => {
    const beef = await addProduct(t, {
      name: 'Order Beef',
      priceCentavos: 80_000,
      discountPerKgCentavos: 5_000,
      stockGrams: 10_000,
      minOrderGrams: 500,
    })
    const pork = await addProduct(t, {
      name: 'Order Pork',
      priceCentavos: 30_001,
      stockGrams: 5_000,
    })
    const bundle = await addBundle(
      t,
      'Order Bundle',
      50_000,
      [
        { productId: beef.id, quantityGrams: 1_000 },
        { productId: pork.id, quantityGrams: 500 },
      ],
      45_000,
    )
    const before = await writes(t)
    const body = orderBody(
      zone.id,
      [half(beef.id, 1), kg(pork.id, 2), { kind: 'bundle', bundleId: bundle.id, quantity: 1 }],
      {
        email: 'Juan@Example.com',
        phone: '+63 917 123 4567',
        // Tampered numbers are ignored: the schema has no price fields.
        totalCentavos: 1,
        subtotalCentavos: 1,
      },
    )
    ;(body.lines[0] as Record<string, unknown>).unitPriceCentavos = 1
    const order = await placeOk(t, body)

    expect(order.orderId).toMatch(ORDER_ID_PATTERN)
    // Lines priced as sold: nothing is weighed here, so each estimate is its price.
    const line = (fields: Record<string, unknown>) => ({
      id: expect.any(Number),
      pricedByPackedWeight: false,
      packedGrams: null,
      estimatedLineTotalCentavos: fields.lineTotalCentavos,
      ...PLAIN_LINE_FIELDS,
      ...fields,
    })
    expect(order.items).toEqual([
      line({
        kind: 'product',
        name: 'Order Beef',
        quantity: 1,
        unit: '500g',
        unitPriceCentavos: 37_500,
        lineTotalCentavos: 37_500,
        orderedGrams: 500,
      }),
      line({
        kind: 'product',
        name: 'Order Pork',
        quantity: 2,
        unit: 'kg',
        unitPriceCentavos: 30_001,
        lineTotalCentavos: 60_002,
        orderedGrams: 2000,
      }),
      line({
        kind: 'bundle',
        name: 'Order Bundle',
        quantity: 1,
        unit: null,
        unitPriceCentavos: 45_000,
        lineTotalCentavos: 45_000,
        orderedGrams: expect.any(Number),
      }),
    ])
    expect(order.estimatedTotalCentavos).toBe(order.totalCentavos)
    expect(order.packing).toBe('none')
    expect(order.subtotalCentavos).toBe(142_502)
    expect(order.deliveryFeeCentavos).toBe(zone.rateCentavos)
    expect(order.totalCentavos).toBe(142_502 + zone.rateCentavos)
    expect(order).toMatchObject({
      status: 'pending',
      customerName: 'Juan dela Cruz',
      shippingAddress: '12 Mabini St, Poblacion, Makati City, Metro Manila',
      landmark: null,
      deliveryInstructions: null,
      zoneName: zone.zoneName,
      paymentMethod: 'cod',
      gcash: null,
    })
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'pending', note: 'Order placed by customer.', by: null }),
    ])
    expect(await stockOf(t, beef.id)).toBe(10_000 - 500 - 1_000)
    expect(await stockOf(t, pork.id)).toBe(5_000 - 2_000 - 500)

    const [stored] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    expect(stored).toMatchObject({
      stockHeld: true,
      customerPhone: '+63 917 123 4567',
      address: '12 Mabini St',
      barangay: 'Poblacion',
      city: 'Makati City',
      province: 'Metro Manila',
      psgcCityCode: '1380300000',
      postalCode: '',
      // What the per-phone limits count by, and who placed it, for staff.
      phoneKey: '9171234567',
      // The placing client's address (placeOk gives each order an address of its own).
      clientKey: expect.stringMatching(/^10\.16\.\d+\.\d+$/),
    })
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId))
    expect(items.map((i) => i.weightGrams).sort()).toEqual([1_500, 2_000, 500].sort())

    const after = await writes(t)
    expect(after.orders).toBe(before.orders + 1)
    const emails = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(2)
    const confirmation = emails.find((e) => e.kind === 'order_confirmation')!
    expect(confirmation.toAddresses).toEqual(['Juan@Example.com'])
    expect(confirmation.textBody).toContain('1 × Order Beef 500g')
    // The link is the order's secret page, with no email in it.
    expect(confirmation.textBody).toContain(`https://shop.example/orders/${order.accessToken}`)
    expect(confirmation.textBody).not.toContain('email=')
    expect(emails.find((e) => e.kind === 'order_placed')?.toAddresses).toEqual(
      defaultSettings.notifications.notificationEmails,
    )
  })

  it('delivers free once the subtotal reaches the threshold; GCash orders carry the instructions', async () => {
    const p = await addProduct(t, {
      name: 'Threshold Beef',
      priceCentavos: 100_000,
      stockGrams: 10_000,
    })
    const below = await placeOk(t, orderBody(zone.id, [kg(p.id, 1), half(p.id, 3)]))
    expect(below.subtotalCentavos).toBe(250_000)
    expect(below.deliveryFeeCentavos).toBe(0)
    const exact = await placeOk(t, orderBody(zone.id, [kg(p.id, 2)], { paymentMethod: 'gcash' }))
    expect(exact.deliveryFeeCentavos).toBe(0)
    expect(exact.gcash).toEqual(defaultSettings.gcash)
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order_confirmation'))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    expect(email!.textBody).toContain(defaultSettings.gcash.accountNumber)
    const small = await placeOk(t, orderBody(zone.id, [kg(p.id, 1)]))
    expect(small.deliveryFeeCentavos).toBe(zone.rateCentavos)
    expect(below.orderId < exact.orderId && exact.orderId < small.orderId).toBe(true)
  })

  it('sends no staff email when new-order emails are off', async () => {
    await putSettings(
      t.db,
      'notifications',
      { ...defaultSettings.notifications, newOrderEmails: false },
      new Date(),
    )
    const p = await addProduct(t, { name: 'Quiet Beef', stockGrams: 5_000 })
    const before = await writes(t)
    await placeOk(t, orderBody(zone.id, [kg(p.id)]))
    expect((await writes(t)).emails).toBe(before.emails + 1)
    await putSettings(t.db, 'notifications', defaultSettings.notifications, new Date())
  })
})

describe('POST /api/orders refusals write nothing', () => {
  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['huge', 1_000_000],
    ['not a number', '2'],
  ])('quantity %s -> 422 naming the field', async (_label, quantity) => {
    const p = await addProduct(t, { name: `Qty Beef ${String(quantity)}` })
    const before = await writes(t)
    const res = await place(t, orderBody(zone.id, [{ ...kg(p.id), quantity }]))
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toHaveProperty(['lines.0.quantity'])
    expect(await writes(t)).toEqual(before)
  })

  it('a city no zone delivers to -> 422 naming the city', async () => {
    const p = await addProduct(t, { name: 'Zone Beef' })
    const before = await writes(t)
    const res = await place(t, orderBody(zone.id, [kg(p.id)], { ...addressIn(cityCodes.baguio) }))
    expect(res.status).toBe(422)
    expect((await res.json()).error).toMatchObject({
      message: 'We do not deliver to Baguio City yet.',
      fields: { cityCode: 'We do not deliver to Baguio City yet.' },
    })
    expect(await writes(t)).toEqual(before)
  })

  it('drafts, unknown products, short stock and minimums -> 409 naming each line', async () => {
    const ok = await addProduct(t, { name: 'Fine Beef', stockGrams: 10_000 })
    const draft = await addProduct(t, { name: 'Draft Beef', visibility: 'draft' })
    const short = await addProduct(t, { name: 'Short Beef', stockGrams: 1_500 })
    const minimum = await addProduct(t, { name: 'Big Beef', minOrderGrams: 2_000 })
    const before = await writes(t)
    const res = await place(
      t,
      orderBody(zone.id, [kg(ok.id), kg(draft.id), kg(999_999), kg(short.id, 2), kg(minimum.id)]),
    )
    expect(res.status).toBe(409)
    const { error } = await res.json()
    expect(error.code).toBe('conflict')
    expect(Object.keys(error.fields)).toEqual(['lines.1', 'lines.2', 'lines.3', 'lines.4'])
    expect(error.fields['lines.3']).toBe('Only 1.5 kg of Short Beef left.')
    expect(error.message).toContain('Short Beef')
    expect(error.message).toContain('Draft Beef')
    expect(await writes(t)).toEqual(before)
  })

  it('lines sharing a product are summed, bundles included', async () => {
    const p = await addProduct(t, { name: 'Shared Beef', stockGrams: 2_000 })
    const b = await addBundle(t, 'Shared Bundle', 10_000, [
      { productId: p.id, quantityGrams: 1_000 },
    ])
    const before = await writes(t)
    const res = await place(
      t,
      orderBody(zone.id, [kg(p.id, 1), { kind: 'bundle', bundleId: b.id, quantity: 2 }]),
    )
    expect(res.status).toBe(409)
    expect(await writes(t)).toEqual(before)
  })
})
