import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '#shared/api-error.ts'
import {
  lineTooLargeMessage,
  MAX_ORDER_SUBTOTAL_CENTAVOS,
  ORDER_TOO_LARGE_MESSAGE,
} from '#shared/order-size.ts'
import type { CartQuote } from '#shared/schemas/cart.ts'
import { checkoutTestApp, hostedLine } from '#tests/support/fixtures/checkout-fixtures.ts'
import {
  addProduct,
  kg,
  orderBody,
  place,
  placeOk,
  writes,
} from '#tests/support/fixtures/order-fixtures.ts'
import {
  fakeHostedStore,
  hostedProduct,
  hostedVariant,
} from '#tests/support/hosted-store/fake-hosted-store.ts'
import type { TestApp } from '#tests/support/test-app.ts'

/**
 * Totals cannot overflow (issue 29, decision 0084): a line over ₱1,000,000, or items
 * over ₱1,000,000 together, are flagged by the cart quote and refused by checkout with
 * 422 and one message, naming the line when it is a line. Before, three lines of an
 * untracked hosted product at quantity 1,000 summed past a 32-bit money column and
 * checkout answered 500.
 */
let t: TestApp
let zoneId: number
const store = fakeHostedStore()

const untracked = (id: string, title: string) =>
  hostedVariant({ id, title, manage_inventory: false, inventory_quantity: 0 })

beforeAll(async () => {
  const app = await checkoutTestApp({ hostedStore: store })
  t = app.t
  zoneId = app.zone.id
  // ₱8,000 each, stock the service does not track: 1,000 of one option is ₱8,000,000.
  store.put(
    hostedProduct({ id: 'side-of-beef', title: 'Side of Beef' }, [
      { ...untracked('front', 'Front'), price_in_cents: 800_000 },
      { ...untracked('hind', 'Hind'), price_in_cents: 800_000 },
      { ...untracked('whole', 'Whole'), price_in_cents: 800_000 },
    ]),
  )
  // ₱400 each: 1,000 of one option is ₱400,000, under the line cap.
  store.put(
    hostedProduct({ id: 'tallow', title: 'Tallow Candle' }, [
      { ...untracked('a', 'A'), price_in_cents: 40_000 },
      { ...untracked('b', 'B'), price_in_cents: 40_000 },
      { ...untracked('c', 'C'), price_in_cents: 40_000 },
    ]),
  )
})
afterAll(() => t.close())

const hosted = (productId: string, variantId: string, quantity = 1000) =>
  hostedLine(productId, variantId, quantity)
const sidesOfBeef = ['front', 'hind', 'whole'].map((v) => hosted('side-of-beef', v))
const candles = ['a', 'b', 'c'].map((v) => hosted('tallow', v))

async function quote(lines: unknown[]): Promise<CartQuote> {
  const res = await t.request('/api/cart/quote', { method: 'POST', json: { lines } })
  expect(res.status).toBe(200)
  return res.json()
}

describe('the cart quote', () => {
  it('flags each line over ₱1,000,000, naming it, and the cart as too large', async () => {
    const answer = await quote(sidesOfBeef)
    expect(answer.lines.map((l) => [l.status, l.message])).toEqual([
      ['too_large', lineTooLargeMessage('Side of Beef (Front)')],
      ['too_large', lineTooLargeMessage('Side of Beef (Hind)')],
      ['too_large', lineTooLargeMessage('Side of Beef (Whole)')],
    ])
    expect(answer.lines[0]!.lineTotalCentavos).toBe(800_000_000)
    expect(answer.subtotalCentavos).toBe(0)
    expect(answer.tooLarge).toBe(true)
  })

  it('flags the cart when lines under the line cap add up to more than an order takes', async () => {
    const answer = await quote(candles)
    expect(answer.lines.every((l) => l.status === 'ok')).toBe(true)
    expect(answer.subtotalCentavos).toBe(120_000_000)
    expect(answer.tooLarge).toBe(true)
  })

  it('says an ordinary cart, and one of ₱800,000, is not too large', async () => {
    const large = await quote([hosted('tallow', 'a', 1000), hosted('tallow', 'b', 1000)])
    expect(large.subtotalCentavos).toBe(80_000_000)
    expect(large.tooLarge).toBe(false)
    expect((await quote([hosted('tallow', 'a', 2)])).tooLarge).toBe(false)
  })
})

describe('checkout', () => {
  it('refuses three untracked hosted lines of 1,000 with 422 naming each line, writing nothing', async () => {
    const before = await writes(t)
    const res = await place(t, orderBody(zoneId, sidesOfBeef))
    expect(res.status).toBe(422)
    const body: ApiErrorBody = await res.json()
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: ORDER_TOO_LARGE_MESSAGE,
      fields: {
        'lines.0': lineTooLargeMessage('Side of Beef (Front)'),
        'lines.1': lineTooLargeMessage('Side of Beef (Hind)'),
        'lines.2': lineTooLargeMessage('Side of Beef (Whole)'),
      },
    })
    expect(await writes(t)).toEqual(before)
  })

  it('refuses items over ₱1,000,000 together with 422 on the cart', async () => {
    const before = await writes(t)
    const res = await place(t, orderBody(zoneId, candles))
    expect(res.status).toBe(422)
    const body: ApiErrorBody = await res.json()
    expect(body.error.message).toBe(ORDER_TOO_LARGE_MESSAGE)
    expect(body.error.fields).toEqual({ lines: ORDER_TOO_LARGE_MESSAGE })
    expect(await writes(t)).toEqual(before)
  })

  it('refuses a line of our own products over the cap, and takes an order of exactly ₱1,000,000', async () => {
    const wagyu = await addProduct(t, {
      name: 'A5 Wagyu Striploin',
      priceCentavos: 10_000_000,
      stockGrams: 100_000,
    })
    const res = await place(t, orderBody(zoneId, [kg(wagyu.id, 11)]))
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({
      'lines.0': lineTooLargeMessage('A5 Wagyu Striploin'),
    })
    const placed = await placeOk(t, orderBody(zoneId, [kg(wagyu.id, 10)]))
    expect(placed.subtotalCentavos).toBe(MAX_ORDER_SUBTOTAL_CENTAVOS)
  })
})
