import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OptionGroup } from '#shared/preparation.ts'
import type { OrderAgain } from '#shared/schemas/order-again.ts'
import { updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import {
  addBundle,
  addProduct,
  firstZone,
  half,
  kg,
  orderBody,
  placeOk,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/** 'Order again' (issue 31 §6): an order's lines as cart lines at today's prices, with notices. */
let t: TestApp
let zoneId: number
beforeAll(async () => {
  t = await createTestApp()
  zoneId = (await firstZone(t)).id
})
afterAll(() => t.close())

let ipCounter = 0
const again = (token: string) =>
  t.request(orderApiPaths.orderAgain(token), { ip: `10.31.6.${++ipCounter}` })

async function againOk(token: string): Promise<OrderAgain> {
  const res = await again(token)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return res.json()
}

const product = (name: string, fields: Partial<typeof products.$inferInsert> = {}) =>
  addProduct(t, { name, stockGrams: 100_000, priceCentavos: 120_000, ...fields })

describe('GET /api/orders/by-token/:token/order-again', () => {
  it("offers the order's lines as cart lines at today's prices, and writes nothing", async () => {
    const ribeye = await product('Again Ribeye', { cutType: 'Steak', pricedByPackedWeight: true })
    const liempo = await product('Again Liempo', {
      priceCentavos: 38_000,
      discountPerKgCentavos: 3_000,
    })
    const box = await addBundle(
      t,
      'Again Grill Box',
      250_000,
      // ₱2,750.00 bought separately: the ₱2,500.00 'was' is true.
      [
        { productId: ribeye.id, quantityGrams: 2000 },
        { productId: liempo.id, quantityGrams: 1000 },
      ],
      220_000,
    )
    const order = await placeOk(
      t,
      orderBody(zoneId, [
        kg(ribeye.id, 2),
        half(liempo.id, 3),
        { kind: 'bundle', bundleId: box.id, quantity: 1 },
      ]),
    )
    const before = await writes(t)
    const body = await againOk(order.accessToken)
    expect(body.notices).toEqual([])
    expect(body.lines).toEqual([
      {
        kind: 'product',
        productId: ribeye.id,
        name: 'Again Ribeye',
        cutType: 'Steak',
        unit: 'kg',
        quantity: 2,
        choiceIds: [],
        choices: [],
        note: '',
        ifRunsOut: 'call',
        priceCentavos: 120_000,
        discountPriceCentavos: null,
        imageUrl: null,
        pricedByPackedWeight: true,
        soldByPiece: false,
        averagePieceGrams: null,
      },
      expect.objectContaining({
        kind: 'product',
        productId: liempo.id,
        unit: '500g',
        quantity: 3,
        priceCentavos: 38_000,
        discountPriceCentavos: 35_000,
      }),
      {
        kind: 'bundle',
        bundleId: box.id,
        name: 'Again Grill Box',
        quantity: 1,
        priceCentavos: 250_000,
        discountPriceCentavos: 220_000,
        imageUrl: null,
        note: '',
      },
    ])
    // Never an order, an email or a stock change.
    expect(await writes(t)).toEqual(before)
  })

  it('says which price per kg changed since, with the old price', async () => {
    const ribeye = await product('Ribeye', { priceCentavos: 120_000 })
    const order = await placeOk(t, orderBody(zoneId, [kg(ribeye.id)]))
    await updateProduct(t, ribeye.id, { priceCentavos: 125_000 })
    const body = await againOk(order.accessToken)
    expect(body.notices).toEqual(['Ribeye is now ₱1,250.00/kg (was ₱1,200.00)'])
    expect(body.lines).toEqual([
      expect.objectContaining({ productId: ribeye.id, priceCentavos: 125_000, quantity: 1 }),
    ])
  })

  it('leaves out a deleted or draft product and says so; the rest is offered', async () => {
    const gone = await product('Premium Ribeye Steak')
    const draft = await product('Draft Tenderloin')
    const kept = await product('Kept Sirloin')
    const order = await placeOk(t, orderBody(zoneId, [kg(gone.id), kg(draft.id), kg(kept.id)]))
    await t.db.delete(products).where(eq(products.id, gone.id))
    await updateProduct(t, draft.id, { visibility: 'draft' })
    const body = await againOk(order.accessToken)
    expect(body.notices).toEqual([
      'Premium Ribeye Steak is no longer available.',
      'Draft Tenderloin is no longer available.',
    ])
    expect(body.lines.map((l) => l.name)).toEqual(['Kept Sirloin'])
  })

  it("answers 422 with the shopper's message when nothing can be bought any more", async () => {
    const a = await product('Gone Brisket')
    const b = await product('Gone Shank')
    const order = await placeOk(t, orderBody(zoneId, [kg(a.id), kg(b.id)]))
    await t.db.delete(products).where(eq(products.id, a.id))
    await t.db.delete(products).where(eq(products.id, b.id))
    const res = await again(order.accessToken)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'NOTHING_TO_REORDER',
        message: 'None of these products are available any more.',
      },
    })
  })

  it("answers an unknown or forged token with the link's 404", async () => {
    const res = await again('AAAAAAAAAAAAAAAAAAAAAA')
    expect(res.status).toBe(404)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('not_found')
    expect(body.error.message).toMatch(/^No order matches this link/)
    expect((await again('not-a-token')).status).toBe(404)
  })

  it('keeps the choices still offered, the note and the run-out choice; drops a choice switched off', async () => {
    const groups: OptionGroup[] = [
      {
        id: 'thick',
        name: 'Thickness',
        required: true,
        choices: [
          { id: 'in1', label: '1 in', extraPerKgCentavos: 0, available: true },
          { id: 'in15', label: '1.5 in', extraPerKgCentavos: 2_000, available: true },
        ],
      },
      {
        id: 'trim',
        name: 'Trim',
        required: false,
        choices: [
          { id: 'fat', label: 'Fat on', extraPerKgCentavos: 0, available: true },
          { id: 'lean', label: 'Trimmed', extraPerKgCentavos: 1_000, available: true },
        ],
      },
    ]
    const steak = await product('Choice Ribeye', { priceCentavos: 120_000, optionGroups: groups })
    const order = await placeOk(
      t,
      orderBody(zoneId, [
        {
          ...kg(steak.id, 2),
          choiceIds: ['in15', 'lean'],
          note: 'Please pack in 2 bags <b>of</b> 500 g',
          ifRunsOut: 'remove',
        },
      ]),
    )
    // The line as checkout kept it: the choices copied, their extras in the price per kg.
    const chosen = [
      {
        groupId: 'thick',
        groupName: 'Thickness',
        choiceId: 'in15',
        choiceLabel: '1.5 in',
        extraPerKgCentavos: 2_000,
      },
      {
        groupId: 'trim',
        groupName: 'Trim',
        choiceId: 'lean',
        choiceLabel: 'Trimmed',
        extraPerKgCentavos: 1_000,
      },
    ]
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId))
    expect(line).toMatchObject({
      choices: chosen,
      pricePerKgCentavos: 123_000,
      note: 'Please pack in 2 bags <b>of</b> 500 g',
      ifRunsOut: 'remove',
    })

    const kept = await againOk(order.accessToken)
    expect(kept.notices).toEqual([])
    expect(kept.lines).toEqual([
      expect.objectContaining({
        productId: steak.id,
        quantity: 2,
        choiceIds: ['in15', 'lean'],
        choices: [
          { groupName: 'Thickness', choiceLabel: '1.5 in' },
          { groupName: 'Trim', choiceLabel: 'Trimmed' },
        ],
        note: 'Please pack in 2 bags <b>of</b> 500 g',
        ifRunsOut: 'remove',
        // Today's price with today's extras.
        priceCentavos: 123_000,
      }),
    ])

    // 'Trimmed' switched off for the day: dropped from the line, with a notice.
    await updateProduct(t, steak.id, {
      optionGroups: [
        groups[0]!,
        {
          ...groups[1]!,
          choices: groups[1]!.choices.map((c) => ({ ...c, available: c.id !== 'lean' })),
        },
      ],
    })
    const switchedOff = await againOk(order.accessToken)
    expect(switchedOff.notices).toEqual([
      'Choice Ribeye: Trimmed is not available today, so it was left out.',
    ])
    expect(switchedOff.lines[0]).toMatchObject({
      choiceIds: ['in15'],
      choices: [{ groupName: 'Thickness', choiceLabel: '1.5 in' }],
      priceCentavos: 122_000,
    })
  })

  it('offers again a line staff removed when it ran out', async () => {
    const pork = await product('Removed Pork Belly', { priceCentavos: 40_000 })
    const order = await placeOk(t, orderBody(zoneId, [kg(pork.id)]))
    await t.db
      .update(orderItems)
      .set({ runOutOutcome: 'removed', lineTotalCentavos: 0 })
      .where(eq(orderItems.orderId, order.orderId))
    const body = await againOk(order.accessToken)
    expect(body.lines).toEqual([expect.objectContaining({ productId: pork.id, quantity: 1 })])
    expect(body.notices).toEqual([])
  })

  it('offers a replaced line as it is now (the replacement), and says what it replaced', async () => {
    const ordered = await product('Replaced Ribeye', { priceCentavos: 120_000 })
    const replacement = await product('Replacement Sirloin', { priceCentavos: 110_000 })
    const order = await placeOk(t, orderBody(zoneId, [kg(ordered.id)]))
    // As staff's run-out 'replaced' leaves the line: the replacement's id, name and price.
    await t.db
      .update(orderItems)
      .set({
        runOutOutcome: 'replaced',
        productId: replacement.id,
        name: 'Replacement Sirloin',
        replacedName: 'Replaced Ribeye',
        pricePerKgCentavos: 110_000,
      })
      .where(eq(orderItems.orderId, order.orderId))
    const body = await againOk(order.accessToken)
    expect(body.lines).toEqual([expect.objectContaining({ productId: replacement.id })])
    expect(body.notices).toEqual([
      'Replaced Ribeye was replaced by Replacement Sirloin in this order: Replacement Sirloin is added.',
    ])
  })

  it("offers a bundle with its 'was' price never above its contents bought separately", async () => {
    const chuck = await product('Box Chuck', { priceCentavos: 50_000 })
    const box = await addBundle(
      t,
      'Boastful Box',
      300_000,
      [{ productId: chuck.id, quantityGrams: 5000 }],
      200_000,
    )
    const order = await placeOk(
      t,
      orderBody(zoneId, [{ kind: 'bundle', bundleId: box.id, quantity: 1 }]),
    )
    const body = await againOk(order.accessToken)
    expect(body.notices).toEqual([])
    expect(body.lines).toEqual([
      expect.objectContaining({
        bundleId: box.id,
        priceCentavos: 250_000,
        discountPriceCentavos: 200_000,
      }),
    ])
  })
})
