import { describe, expect, it } from 'vitest'
import type { CartQuote, QuotedLine } from '#shared/schemas/cart.ts'
import type { CartLine } from './cart-rules.ts'
import { priceCart } from './priced-cart.ts'
import { toPriceLine, toQuoteLine } from './quote-line.ts'

const liempo: CartLine = {
  kind: 'product',
  cartId: 'a',
  id: 2,
  name: 'Pork Belly (Liempo)',
  cutType: 'Belly',
  priceCentavos: 32_000,
  discountPriceCentavos: 28_000,
  imageUrl: null,
  quantity: 2,
  unit: 'kg',
}
const halfKilo: CartLine = { ...liempo, cartId: 'b', unit: '500g', quantity: 1 }
const bundle: CartLine = {
  kind: 'bundle',
  cartId: 'c',
  id: 1,
  name: 'Grill Master Bundle',
  priceCentavos: 120_000,
  discountPriceCentavos: 100_000,
  imageUrl: null,
  quantity: 1,
  unit: 'bundle',
}

const ok = (unit: number, quantity: number): QuotedLine => ({
  status: 'ok',
  name: null,
  unitPriceCentavos: unit,
  lineTotalCentavos: unit * quantity,
  pricedByPackedWeight: false,
  availableGrams: null,
  message: null,
})
const quoteFor = (lines: CartLine[], answers: QuotedLine[]) => {
  const quote: CartQuote = {
    lines: answers,
    subtotalCentavos: answers
      .filter((a) => a.status === 'ok')
      .reduce((s, a) => s + a.lineTotalCentavos, 0),
    tooLarge: false,
  }
  return { request: { lines: lines.map(toPriceLine) }, quote }
}

describe('pricing the cart page', () => {
  it('estimates from the stored prices until the server answers', () => {
    const cart = priceCart([liempo, halfKilo, bundle])
    expect(cart.lines.map((l) => l.lineTotalCentavos)).toEqual([56_000, 14_000, 100_000])
    expect(cart.subtotalCentavos).toBe(170_000)
    expect(cart.confirmed).toBe(false)
  })

  it("uses the server's prices and leaves flagged lines out of the subtotal", () => {
    const gone: QuotedLine = {
      ...ok(0, 1),
      status: 'unavailable',
      lineTotalCentavos: 0,
      message: 'This product is no longer available.',
    }
    const lines = [liempo, halfKilo, bundle]
    const cart = priceCart(lines, quoteFor(lines, [ok(30_000, 2), ok(15_000, 1), gone]))
    expect(cart.confirmed).toBe(true)
    expect(cart.subtotalCentavos).toBe(75_000)
    expect(cart.flaggedCount).toBe(1)
    expect(cart.lines[2]).toMatchObject({ status: 'unavailable', lineTotalCentavos: 100_000 })
  })

  it('keeps an earlier answer for unchanged lines while a changed cart is re-priced', () => {
    const before = [liempo, halfKilo]
    const result = quoteFor(before, [ok(30_000, 2), ok(15_000, 1)])
    const after = [{ ...liempo, quantity: 3 }]
    const cart = priceCart(after, result)
    expect(cart.confirmed).toBe(false)
    expect(cart.lines[0]!.lineTotalCentavos).toBe(90_000)
    expect(cart.subtotalCentavos).toBe(90_000)
  })

  it('matches hosted-store lines by product and variant, with the price the service answers', () => {
    const candle: CartLine = {
      kind: 'hosted',
      cartId: 'h',
      productId: 'p-candle',
      variantId: 'v-small',
      name: 'Tallow Candle',
      variantTitle: 'Small',
      priceCentavos: 45_000,
      discountPriceCentavos: null,
      imageUrl: null,
      quantity: 2,
      unit: 'item',
      stock: 5,
    }
    expect(toQuoteLine(candle)).toEqual({
      kind: 'hosted',
      productId: 'p-candle',
      variantId: 'v-small',
      quantity: 2,
      seenUnitPriceCentavos: 45_000,
    })
    const lines = [liempo, candle]
    const cart = priceCart(lines, quoteFor(lines, [ok(30_000, 2), ok(50_000, 2)]))
    expect(cart.lines[1]).toMatchObject({ unitPriceCentavos: 50_000, lineTotalCentavos: 100_000 })
    expect(cart.subtotalCentavos).toBe(160_000)
  })

  it('reads as an estimate once the server says a line that counts is priced by packed weight', () => {
    const lines = [liempo, bundle]
    const weighed = { ...ok(30_000, 2), pricedByPackedWeight: true }
    expect(priceCart(lines).estimated).toBe(false)
    const cart = priceCart(lines, quoteFor(lines, [weighed, ok(100_000, 1)]))
    expect(cart.lines.map((l) => l.pricedByPackedWeight)).toEqual([true, false])
    expect(cart.estimated).toBe(true)
    const soldOut = { ...weighed, status: 'insufficient_stock' as const }
    expect(priceCart(lines, quoteFor(lines, [soldOut, ok(100_000, 1)])).estimated).toBe(false)
  })

  it('reads as an estimate before (or without) the quote when the line was priced by packed weight as added', () => {
    const ribeye: CartLine = { ...liempo, cartId: 'r', id: 1, pricedByPackedWeight: true }
    // Offline: no quote, and the shopper still reads 'Estimated Total'.
    const offline = priceCart([ribeye, bundle])
    expect(offline.estimated).toBe(true)
    expect(offline.lines.map((l) => l.pricedByPackedWeight)).toEqual([true, false])
    // The server's word wins once it answers: the product is no longer weighed.
    const lines = [ribeye, bundle]
    expect(priceCart(lines, quoteFor(lines, [ok(30_000, 2), ok(100_000, 1)])).estimated).toBe(false)
    // A line stored before the cart kept the flag waits for the quote.
    expect(priceCart([liempo]).estimated).toBe(false)
  })
})

describe('lines with preparation choices, notes and pieces (issue 31)', () => {
  const thick: CartLine = {
    ...liempo,
    cartId: 't',
    id: 7,
    name: 'Ribeye',
    choiceIds: ['t15', 'fat'],
    choices: [
      { groupName: 'Thickness', choiceLabel: '1.5 in' },
      { groupName: 'Trim', choiceLabel: 'Fat on' },
    ],
    note: 'Please pack in 2 bags of 500 g',
    ifRunsOut: 'remove',
    quantity: 1,
  }
  const thin: CartLine = { ...thick, cartId: 'u', choiceIds: ['t10'], note: undefined }
  const steak: CartLine = {
    ...liempo,
    cartId: 's',
    id: 8,
    unit: 'piece',
    soldByPiece: true,
    averagePieceGrams: 350,
    priceCentavos: 120_000,
    discountPriceCentavos: null,
    quantity: 2,
  }

  it('asks the server with the choices, the note and the run-out choice, never a price', () => {
    expect(toQuoteLine(thick)).toEqual({
      kind: 'product',
      productId: 7,
      unit: 'kg',
      quantity: 1,
      choiceIds: ['t15', 'fat'],
      note: 'Please pack in 2 bags of 500 g',
      ifRunsOut: 'remove',
    })
    // A plain line is asked for as before issue 31.
    expect(toQuoteLine(liempo)).toEqual({ kind: 'product', productId: 2, unit: 'kg', quantity: 2 })
    expect(toQuoteLine({ ...bundle, note: 'Gift wrap' })).toEqual({
      kind: 'bundle',
      bundleId: 1,
      quantity: 1,
      note: 'Gift wrap',
    })
  })

  it('asks for a price without the note and the run-out choice: typing a note asks nothing again', () => {
    expect(toPriceLine(thick)).toEqual({
      kind: 'product',
      productId: 7,
      unit: 'kg',
      quantity: 1,
      choiceIds: ['t15', 'fat'],
    })
    const answer = quoteFor([thick], [ok(90_000, 1)])
    expect(priceCart([{ ...thick, note: 'Cut thin', ifRunsOut: 'call' }], answer).confirmed).toBe(
      true,
    )
  })

  it('matches two lines of one product by their choices, whatever the order of the ids', () => {
    const lines = [thick, thin]
    const answer = quoteFor(lines, [ok(90_000, 1), ok(85_000, 1)])
    const reordered = { ...thick, choiceIds: ['fat', 't15'] }
    const cart = priceCart([thin, reordered], answer)
    expect(cart.lines.map((l) => l.unitPriceCentavos)).toEqual([85_000, 90_000])
  })

  it('flags a choice the server refuses, with its message, and leaves it out of the subtotal', () => {
    const refused: QuotedLine = {
      ...ok(90_000, 1),
      status: 'choice_invalid',
      message: 'Ribeye: 2 in is not available today.',
    }
    const lines = [thick, liempo]
    const cart = priceCart(lines, quoteFor(lines, [refused, ok(30_000, 2)]))
    expect(cart.flaggedCount).toBe(1)
    expect(cart.lines[0]).toMatchObject({
      status: 'choice_invalid',
      message: 'Ribeye: 2 in is not available today.',
    })
    expect(cart.subtotalCentavos).toBe(60_000)
  })

  it('estimates pieces at their average weight until the server answers', () => {
    // 2 pieces of about 350 g at ₱1,200.00/kg: ₱420.00 each.
    const cart = priceCart([steak])
    expect(cart.lines[0]).toMatchObject({ unitPriceCentavos: 42_000, lineTotalCentavos: 84_000 })
  })
})

describe('an order too large to place online', () => {
  it('is too large when the server says so for exactly these lines, not for an earlier cart', () => {
    const lines = [liempo, bundle]
    const answer = quoteFor(lines, [ok(30_000, 2), ok(100_000, 1)])
    const tooLarge = { ...answer, quote: { ...answer.quote, tooLarge: true } }
    expect(priceCart(lines, tooLarge).tooLarge).toBe(true)
    expect(priceCart(lines, answer).tooLarge).toBe(false)
    // The shopper lowered a quantity: the answer for the bigger cart no longer says so.
    expect(priceCart([{ ...liempo, quantity: 1 }, bundle], tooLarge).tooLarge).toBe(false)
    expect(priceCart(lines).tooLarge).toBe(false)
  })
})
