import { describe, expect, it } from 'vitest'
import { lineTooLargeMessage } from '#shared/order-size.ts'
import type { CartQuoteLine } from '#shared/schemas/cart.ts'
import {
  applySizeCaps,
  applyStockRules,
  choiceInvalidLine,
  okLine,
  type ProductStock,
  subtotalOf,
  unavailableLine,
} from './cart-lines.ts'

const belly: ProductStock = { id: 1, name: 'Pork Belly', stockGrams: 2_500, minOrderGrams: 500 }
const steak: ProductStock = { id: 2, name: 'Ribeye', stockGrams: 0, minOrderGrams: 1_000 }
const products = new Map([belly, steak].map((p) => [p.id, p]))

const productLine = (p: ProductStock, unit: 'kg' | '500g', quantity: number) => {
  const request: CartQuoteLine = {
    kind: 'product',
    productId: p.id,
    unit,
    quantity,
    choiceIds: [],
    note: '',
    ifRunsOut: 'call',
  }
  const grams = (unit === 'kg' ? 1_000 : 500) * quantity
  return okLine(request, p.name, 10_000, [{ productId: p.id, grams }])
}

describe('applyStockRules', () => {
  it('leaves lines within stock and minimum alone, and sums what they need', () => {
    const lines = [productLine(belly, 'kg', 2), productLine(belly, '500g', 1)]
    expect(Object.fromEntries(applyStockRules(lines, products))).toEqual({ 1: 2_500 })
    expect(lines.map((l) => l.status)).toEqual(['ok', 'ok'])
  })

  it('flags every line sharing a product whose stock they exceed together', () => {
    const bundle = okLine({ kind: 'bundle', bundleId: 9, quantity: 1, note: '' }, 'Box', 50_000, [
      { productId: belly.id, grams: 1_000 },
    ])
    const lines = [productLine(belly, 'kg', 2), bundle]
    applyStockRules(lines, products)
    for (const line of lines) {
      expect(line).toMatchObject({
        status: 'insufficient_stock',
        availableGrams: 2_500,
        message: 'Only 2.5 kg of Pork Belly left.',
      })
    }
  })

  it('says sold out when there is no stock at all', () => {
    const lines = [productLine(steak, 'kg', 1)]
    applyStockRules(lines, products)
    expect(lines[0]!.message).toBe('Ribeye is out of stock.')
  })

  it('checks the minimum on all of a product’s own lines together', () => {
    const roomy = new Map([[steak.id, { ...steak, stockGrams: 10_000 }]])
    const alone = [productLine(steak, '500g', 1)]
    applyStockRules(alone, roomy)
    expect(alone[0]).toMatchObject({
      status: 'below_minimum',
      message: 'The minimum order for Ribeye is 1 kg.',
    })
    const together = [productLine(steak, '500g', 1), productLine(steak, '500g', 1)]
    applyStockRules(together, roomy)
    expect(together.map((l) => l.status)).toEqual(['ok', 'ok'])
  })

  it('has no minimum for a line by the piece: one piece is the least (issue 31)', () => {
    const roomy = new Map([[steak.id, { ...steak, stockGrams: 10_000 }]])
    const request: CartQuoteLine = {
      kind: 'product',
      productId: steak.id,
      unit: 'piece',
      quantity: 1,
      choiceIds: [],
      note: '',
      ifRunsOut: 'call',
    }
    const onePiece = [okLine(request, steak.name, 42_000, [{ productId: steak.id, grams: 350 }])]
    expect(Object.fromEntries(applyStockRules(onePiece, roomy))).toEqual({ [steak.id]: 350 })
    expect(onePiece[0]!.status).toBe('ok')
  })

  it('flags a choice_invalid line like an unavailable one: unpriced, taking no stock', () => {
    const request: CartQuoteLine = { kind: 'bundle', bundleId: 3, quantity: 1, note: '' }
    const line = choiceInvalidLine(request, 'Ribeye', 'Ribeye: Choose a thickness')
    expect(line).toMatchObject({
      status: 'choice_invalid',
      name: 'Ribeye',
      lineTotalCentavos: 0,
      takes: [],
      choices: [],
      message: 'Ribeye: Choose a thickness',
    })
    expect(applyStockRules([line], products).size).toBe(0)
    expect(subtotalOf([line])).toBe(0)
  })

  it('ignores unavailable lines', () => {
    const gone = unavailableLine(
      { kind: 'bundle', bundleId: 3, quantity: 1, note: '' },
      null,
      'gone',
    )
    expect(applyStockRules([gone], products).size).toBe(0)
    expect(gone.status).toBe('unavailable')
  })
})

describe('subtotalOf', () => {
  it('adds only the lines that can be bought', () => {
    const lines = [productLine(belly, 'kg', 2), productLine(steak, 'kg', 1)]
    applyStockRules(lines, products)
    expect(subtotalOf(lines)).toBe(20_000)
  })
})

describe('applySizeCaps', () => {
  const line = (unitPrice: number, quantity: number, name = 'Wagyu') =>
    okLine({ kind: 'bundle', bundleId: 1, quantity, note: '' }, name, unitPrice, [])

  it('flags a line over ₱1,000,000, naming it, and leaves it out of the subtotal', () => {
    const lines = [line(100_001, 1000), line(50_000, 2, 'Liempo')]
    expect(applySizeCaps(lines)).toBe(true)
    expect(lines[0]).toMatchObject({ status: 'too_large', message: lineTooLargeMessage('Wagyu') })
    expect(lines[1]!.status).toBe('ok')
    expect(subtotalOf(lines)).toBe(100_000)
  })

  it('says the cart is too large when lines within the cap add up past it', () => {
    const lines = [line(60_000, 1000), line(40_001, 1000)]
    expect(applySizeCaps(lines)).toBe(true)
    expect(lines.map((l) => l.status)).toEqual(['ok', 'ok'])
    expect(applySizeCaps([line(60_000, 1000), line(40_000, 1000)])).toBe(false)
  })

  it('leaves lines already flagged for stock as they are', () => {
    const short = { ...line(200_000, 1000), status: 'insufficient_stock' as const }
    expect(applySizeCaps([short])).toBe(false)
    expect(short.status).toBe('insufficient_stock')
  })
})
