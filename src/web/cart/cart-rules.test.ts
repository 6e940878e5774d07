import { describe, expect, it } from 'vitest'
import {
  addLine,
  type CartLine,
  type NewCartLine,
  parseStoredLines,
  removeLine,
  restoreLines,
  setLineQuantity,
  shownLineTotal,
  unitLabel,
} from './cart-rules.ts'

const liempo: NewCartLine = {
  kind: 'product',
  id: 2,
  name: 'Pork Belly (Liempo)',
  cutType: 'Belly',
  priceCentavos: 32_000,
  discountPriceCentavos: 28_000,
  imageUrl: null,
  quantity: 1,
  unit: 'kg',
}
let n = 0
const newId = () => `line-${++n}`

describe('the cart rules of docs/product-rules.md §4', () => {
  it('merges the same product in the same unit and keeps other units apart', () => {
    let lines: CartLine[] = []
    lines = addLine(lines, liempo, newId)
    lines = addLine(lines, { ...liempo, quantity: 2 }, newId)
    lines = addLine(lines, { ...liempo, unit: '500g' }, newId)
    expect(lines.map((l) => [l.unit, l.quantity])).toEqual([
      ['kg', 3],
      ['500g', 1],
    ])
  })

  it('removes a line by cartId, and when its quantity drops to 0 or below', () => {
    const lines = addLine(addLine([], liempo, newId), { ...liempo, unit: '500g' }, newId)
    expect(removeLine(lines, lines[0]!.cartId)).toHaveLength(1)
    expect(setLineQuantity(lines, lines[1]!.cartId, 0)).toHaveLength(1)
    expect(setLineQuantity(lines, lines[1]!.cartId, -2)).toHaveLength(1)
    expect(setLineQuantity(lines, lines[1]!.cartId, 4)[1]!.quantity).toBe(4)
  })

  it('Undo of Clear Cart brings back the very lines, and keeps what was added meanwhile', () => {
    const cleared = addLine(
      addLine([], { ...liempo, quantity: 2 }, newId),
      { ...liempo, unit: '500g', quantity: 3 },
      newId,
    )
    expect(restoreLines(cleared, [])).toEqual(cleared)
    // Another tab added 1 kg and a new product after the clear.
    const since = addLine(addLine([], liempo, newId), { ...liempo, id: 9, name: 'Ribeye' }, newId)
    const restored = restoreLines(cleared, since)
    expect(
      restored.map((l) => [l.cartId, l.kind !== 'hosted' && l.id, l.unit, l.quantity]),
    ).toEqual([
      [cleared[0]!.cartId, 2, 'kg', 3],
      [cleared[1]!.cartId, 2, '500g', 3],
      [since[1]!.cartId, 9, 'kg', 1],
    ])
    // Undo pressed twice (two tabs): the lines are not doubled.
    expect(restoreLines(cleared, cleared)).toEqual(cleared)
  })

  it('prices with the discount price, 500 g at half', () => {
    const [kg, half] = addLine(
      addLine([], { ...liempo, quantity: 2 }, newId),
      { ...liempo, unit: '500g', quantity: 3 },
      newId,
    )
    expect(shownLineTotal(kg!)).toBe(56_000)
    expect(shownLineTotal(half!)).toBe(42_000)
  })

  it('drops malformed stored lines instead of breaking', () => {
    const good = addLine([], liempo, newId)[0]!
    expect(
      parseStoredLines([good, null, 'x', { ...good, quantity: -1 }, { ...good, unit: '2kg' }]),
    ).toEqual([good])
  })

  it('keeps whether a stored product line is priced by packed weight, and drops a garbled flag', () => {
    const weighed = addLine([], { ...liempo, pricedByPackedWeight: true }, newId)[0]!
    const unknown = addLine([], { ...liempo, unit: '500g' }, newId)[0]!
    expect(
      parseStoredLines([weighed, unknown, { ...weighed, pricedByPackedWeight: 'yes' }]),
    ).toEqual([weighed, unknown])
  })
})

describe('the unit in the Added to Cart toast', () => {
  it('reads 2kg, 1 × 500g and 1 bundle, never 1500g', () => {
    expect(`2${unitLabel({ unit: 'kg' })}`).toBe('2kg')
    expect(`1${unitLabel({ unit: '500g' })}`).toBe('1 × 500g')
    expect(`1${unitLabel({ unit: 'bundle' })}`).toBe('1 bundle')
  })
})
