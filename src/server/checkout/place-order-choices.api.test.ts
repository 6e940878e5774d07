import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OptionGroup } from '#shared/preparation.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { checkoutTestApp } from '#tests/support/fixtures/checkout-fixtures.ts'
import { optionChoice, ribeyeOptionGroups } from '#tests/support/fixtures/option-fixtures.ts'
import {
  addBundle,
  addProduct,
  orderBody,
  place,
  placeOk,
  stockOf,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import type { TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 31 at checkout: a line whose choices or unit are not the product's refuses the
 * order naming it; a placed order keeps each line's choices, note, run-out choice and
 * piece weight, and its totals (and packing) use the price per kg with the extras.
 */
let t: TestApp
let zone: { id: number }
let editor: string
let ribeye: number
let steak: number
let belly: number

const ribeyeGroups = ribeyeOptionGroups(1_500)
const bellyGroups: OptionGroup[] = [
  {
    id: 'cut',
    name: 'Cut',
    required: false,
    choices: [optionChoice('adobo', 'Cubed for adobo'), optionChoice('ground', 'Ground', 2_000)],
  },
]

beforeAll(async () => {
  ;({ t, zone } = await checkoutTestApp({ freeDeliveryFrom: 10_000_000 }))
  editor = (await t.signIn('editor')).cookie
  ribeye = (
    await addProduct(t, {
      name: 'Premium Ribeye Steak',
      priceCentavos: 120_000,
      stockGrams: 50_000,
      pricedByPackedWeight: true,
      optionGroups: ribeyeGroups,
    })
  ).id
  steak = (
    await addProduct(t, {
      name: 'Ribeye Steak',
      priceCentavos: 120_000,
      stockGrams: 50_000,
      minOrderGrams: 1_000,
      pricedByPackedWeight: true,
      soldByPiece: true,
      averagePieceGrams: 350,
      optionGroups: ribeyeGroups,
    })
  ).id
  belly = (
    await addProduct(t, {
      name: 'Pork Belly (Liempo)',
      priceCentavos: 32_000,
      stockGrams: 50_000,
      optionGroups: bellyGroups,
    })
  ).id
})
afterAll(() => t.close())

const line = (productId: number, fields: Record<string, unknown> = {}) => ({
  kind: 'product' as const,
  productId,
  unit: 'kg',
  quantity: 1,
  ...fields,
})

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie: editor })
  expect(res.status).toBe(200)
  return res.json()
}

describe('a line that cannot be bought as chosen', () => {
  it.each<[string, () => unknown, string]>([
    ['a required group left out', () => line(ribeye), 'Premium Ribeye Steak: Choose a thickness'],
    [
      'a choice switched off',
      () => line(ribeye, { choiceIds: ['in2'] }),
      'Premium Ribeye Steak: 2 in is not available today.',
    ],
    [
      'an unknown choice',
      () => line(ribeye, { choiceIds: ['in1', 'zzz'] }),
      'Premium Ribeye Steak: A chosen option is no longer offered.',
    ],
    [
      'kilograms of a product sold by the piece',
      () => line(steak, { choiceIds: ['in1'] }),
      'Ribeye Steak is sold by the piece.',
    ],
    [
      'pieces of a product sold by weight',
      () => line(belly, { unit: 'piece' }),
      'Pork Belly (Liempo) is sold by weight, not by the piece.',
    ],
  ])('refuses the order with 409 naming the line: %s', async (_, bad, message) => {
    const before = await writes(t)
    const stock = await stockOf(t, belly)
    const res = await place(t, orderBody(zone.id, [line(belly), bad()]))
    expect(res.status, await res.clone().text()).toBe(409)
    const body = await res.json()
    expect(body.error).toEqual({
      code: 'conflict',
      message: `Please review your cart: ${message}`,
      fields: { 'lines.1': message },
    })
    // Nothing written, no stock taken.
    expect(await writes(t)).toEqual(before)
    expect(await stockOf(t, belly)).toBe(stock)
  })
})

describe('a placed order', () => {
  const markup = '<img src=x onerror="alert(1)"> & pack in 2 bags of 500 g'

  it('keeps choices, note and run-out choice per line; its totals include the extras', async () => {
    const order = await placeOk(
      t,
      orderBody(zone.id, [
        line(ribeye, {
          choiceIds: ['faton', 'in15'],
          note: `  ${markup}  `,
          ifRunsOut: 'substitute',
        }),
        line(belly, { choiceIds: ['ground'], quantity: 2, ifRunsOut: 'remove' }),
        line(belly, { unit: '500g', note: '' }),
      ]),
    )
    const [steakLine, ground, plain] = order.items
    expect(steakLine).toMatchObject({
      name: 'Premium Ribeye Steak',
      unit: 'kg',
      unitPriceCentavos: 120_000,
      choices: [
        {
          groupId: 'thick',
          groupName: 'Thickness',
          choiceId: 'in15',
          choiceLabel: '1.5 in',
          extraPerKgCentavos: 0,
        },
        {
          groupId: 'trim',
          groupName: 'Trim',
          choiceId: 'faton',
          choiceLabel: 'Fat on',
          extraPerKgCentavos: 0,
        },
      ],
      // Kept as typed (trimmed), markup and all: it is text, never run.
      note: markup,
      ifRunsOut: 'substitute',
      averagePieceGrams: null,
      runOutOutcome: null,
      replacedName: null,
    })
    // ₱320.00 + ₱20.00 ground = ₱340.00/kg, two kilograms.
    expect(ground).toMatchObject({
      unitPriceCentavos: 34_000,
      lineTotalCentavos: 68_000,
      choices: [expect.objectContaining({ choiceLabel: 'Ground', extraPerKgCentavos: 2_000 })],
      note: null,
      ifRunsOut: 'remove',
    })
    // Without choices, a note or a run-out choice: the defaults.
    expect(plain).toMatchObject({ choices: [], note: null, ifRunsOut: 'call' })
    expect(order.subtotalCentavos).toBe(120_000 + 68_000 + 16_000)

    const rows = await t.db
      .select({
        note: orderItems.note,
        ifRunsOut: orderItems.ifRunsOut,
        choices: orderItems.choices,
        pricePerKgCentavos: orderItems.pricePerKgCentavos,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId))
      .orderBy(orderItems.position)
    expect(rows.map((r) => r.pricePerKgCentavos)).toEqual([120_000, 34_000, 32_000])
    expect(rows[0]!.note).toBe(markup)
    expect(rows[1]!.choices).toEqual(ground!.choices)

    // Staff see the same.
    const staff = await adminOrder(order.orderId)
    expect(staff.items[0]).toMatchObject({ note: markup, ifRunsOut: 'substitute' })
    expect(staff.items[0]!.choices.map((c) => c.choiceLabel)).toEqual(['1.5 in', 'Fat on'])
    // And the shopper's link.
    const status = await t.request(orderApiPaths.byToken(order.accessToken))
    expect(status.status).toBe(200)
    const shopper: PublicOrder = await status.json()
    expect(shopper.items[0]).toMatchObject({ note: markup, choices: steakLine!.choices })
  })

  it('keeps a bundle line’s note; a bundle has no run-out choice of its own', async () => {
    const bundle = await addBundle(t, 'Counter Box', 50_000, [
      { productId: belly, quantityGrams: 1_000 },
    ])
    const order = await placeOk(
      t,
      orderBody(zone.id, [{ kind: 'bundle', bundleId: bundle.id, quantity: 1, note: 'Gift wrap' }]),
    )
    expect(order.items[0]).toMatchObject({
      kind: 'bundle',
      choices: [],
      note: 'Gift wrap',
      ifRunsOut: 'call',
      averagePieceGrams: null,
    })
  })

  it('prices pieces as pieces × average weight × price per kg, keeps the average, takes the grams', async () => {
    const stock = await stockOf(t, steak)
    const order = await placeOk(
      t,
      orderBody(zone.id, [
        line(steak, { unit: 'piece', quantity: 2, choiceIds: ['in1'], note: 'Thick cut please' }),
      ]),
    )
    const [pieces] = order.items
    // ₱1,200.00/kg × 350 g = ₱420.00 a piece; two of them, weighed when packed.
    expect(pieces).toMatchObject({
      name: 'Ribeye Steak',
      unit: 'piece',
      quantity: 2,
      unitPriceCentavos: 42_000,
      lineTotalCentavos: 84_000,
      estimatedLineTotalCentavos: 84_000,
      pricedByPackedWeight: true,
      orderedGrams: 700,
      averagePieceGrams: 350,
      note: 'Thick cut please',
    })
    expect(await stockOf(t, steak)).toBe(stock - 700)
    const [row] = await t.db
      .select({ pricePerKgCentavos: orderItems.pricePerKgCentavos })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId))
    expect(row!.pricePerKgCentavos).toBe(120_000)

    // Packed at 720 g: the line is re-priced at the weight, ₱1,200.00/kg × 720 g.
    const staff = await adminOrder(order.orderId)
    const res = await t.request(
      adminOrdersApiPaths.packedWeight(order.orderId, staff.items[0]!.id),
      {
        method: 'PUT',
        json: { packedGrams: 720, packingVersion: staff.packingVersion },
        cookie: editor,
      },
    )
    expect(res.status, await res.clone().text()).toBe(200)
    const packed: AdminOrder = await res.json()
    expect(packed.items[0]).toMatchObject({ packedGrams: 720, lineTotalCentavos: 86_400 })
  })

  it('is re-priced at packing at the price per kg with the extras', async () => {
    const order = await placeOk(
      t,
      orderBody(zone.id, [
        line(ribeye, { choiceIds: ['in1', 'trimmed'] }),
        line(belly, { choiceIds: ['ground'] }),
      ]),
    )
    const staff = await adminOrder(order.orderId)
    const ribeyeItem = staff.items[0]!
    expect(ribeyeItem).toMatchObject({ unitPriceCentavos: 121_500, lineTotalCentavos: 121_500 })
    // The ribeye is weighed: 1,050 g at ₱1,200.00 + ₱15.00 trimmed a kilogram.
    const res = await t.request(adminOrdersApiPaths.packedWeight(order.orderId, ribeyeItem.id), {
      method: 'PUT',
      json: { packedGrams: 1_050, packingVersion: staff.packingVersion },
      cookie: editor,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const packed: AdminOrder = await res.json()
    expect(packed.items[0]).toMatchObject({ packedGrams: 1_050, lineTotalCentavos: 127_575 })
  })

  it('answers the same order again for the same key; other choices or another note with it are refused', async () => {
    const body = orderBody(zone.id, [
      line(ribeye, { choiceIds: ['in1', 'trimmed'], note: 'Bag of 500 g', ifRunsOut: 'call' }),
    ])
    const first = await placeOk(t, body)
    // The same choices in another order are the same cart.
    const again = await place(t, {
      ...body,
      lines: [line(ribeye, { choiceIds: ['trimmed', 'in1'], note: 'Bag of 500 g' })],
    })
    expect(again.status).toBe(200)
    expect(((await again.json()) as PublicOrder).orderId).toBe(first.orderId)

    for (const changed of [
      { choiceIds: ['in15', 'trimmed'], note: 'Bag of 500 g' },
      { choiceIds: ['in1', 'trimmed'], note: 'Bag of 1 kg' },
      { choiceIds: ['in1', 'trimmed'], note: 'Bag of 500 g', ifRunsOut: 'remove' },
    ]) {
      const res = await place(t, { ...body, lines: [line(ribeye, changed)] })
      expect(res.status).toBe(409)
      expect((await res.json()).error.message).toMatch(/already used for a different order/)
    }
    const placed = await t.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey))
    expect(placed).toHaveLength(1)
  })

  it('refuses 0 or 10,000 pieces and a 10,000-character note with 422', async () => {
    for (const bad of [
      line(steak, { unit: 'piece', quantity: 0, choiceIds: ['in1'] }),
      line(steak, { unit: 'piece', quantity: 10_000, choiceIds: ['in1'] }),
      line(belly, { note: 'x'.repeat(10_000) }),
    ]) {
      const res = await place(t, orderBody(zone.id, [bad]))
      expect(res.status).toBe(422)
      expect((await res.json()).error.code).toBe('validation_failed')
    }
  })
})
