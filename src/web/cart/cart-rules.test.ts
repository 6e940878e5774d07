import { describe, expect, it } from 'vitest'
import {
  addLine,
  type CartLine,
  type NewCartLine,
  parseStoredLines,
  removeLine,
  restoreLines,
  setLineNote,
  setLineQuantity,
  setLineRunOut,
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

describe('lines with preparation choices, notes and pieces (issue 31)', () => {
  const ribeye: NewCartLine = {
    ...liempo,
    id: 7,
    name: 'Ribeye',
    choiceIds: ['t15', 'fat'],
    choices: [
      { groupName: 'Thickness', choiceLabel: '1.5 in' },
      { groupName: 'Trim', choiceLabel: 'Fat on' },
    ],
  }

  it('merges only the same product, unit and set of choices: two thicknesses stay two lines', () => {
    let lines: CartLine[] = []
    lines = addLine(lines, ribeye, newId)
    lines = addLine(lines, { ...ribeye, choiceIds: ['fat', 't15'] }, newId)
    lines = addLine(lines, { ...ribeye, choiceIds: ['t10', 'fat'] }, newId)
    lines = addLine(lines, { ...ribeye, choiceIds: undefined, choices: undefined }, newId)
    expect(lines.map((l) => [l.kind === 'product' && l.choiceIds, l.quantity])).toEqual([
      [['t15', 'fat'], 2],
      [['t10', 'fat'], 1],
      [undefined, 1],
    ])
    // A line with no choices and one with an empty list are the same line.
    expect(addLine(lines, { ...ribeye, choiceIds: [], choices: [] }, newId)).toHaveLength(3)
  })

  it('keeps a note up to 200 characters, and drops it when emptied', () => {
    const [line] = addLine([], ribeye, newId)
    const noted = setLineNote([line!], line!.cartId, 'x'.repeat(250))
    expect(noted[0]).toMatchObject({ note: 'x'.repeat(200) })
    expect(setLineNote(noted, line!.cartId, '  ')[0]).not.toHaveProperty('note')
    // A note with markup is kept as the text it is.
    expect(setLineNote([line!], line!.cartId, '<b>2 bags</b>')[0]).toMatchObject({
      note: '<b>2 bags</b>',
    })
  })

  it('sets what to do if the line runs out', () => {
    const [line] = addLine([], ribeye, newId)
    expect(setLineRunOut([line!], line!.cartId, 'remove')[0]).toMatchObject({ ifRunsOut: 'remove' })
  })

  it('prices a piece at its average weight', () => {
    const [steak] = addLine(
      [],
      { ...liempo, unit: 'piece', soldByPiece: true, averagePieceGrams: 350, quantity: 2 },
      newId,
    )
    // ₱280.00/kg (discounted) × 350 g = ₱98.00 a piece.
    expect(shownLineTotal(steak!)).toBe(19_600)
    expect(`2${unitLabel({ unit: 'piece' })}`).toBe('2 pcs')
  })

  it('keeps and checks the new fields of stored lines; old carts still load', () => {
    const [line] = addLine(
      [],
      { ...ribeye, note: 'Pack in 2 bags', ifRunsOut: 'substitute' },
      newId,
    )
    const [steak] = addLine(
      [],
      { ...liempo, unit: 'piece', soldByPiece: true, averagePieceGrams: 350 },
      newId,
    )
    const [bundleLine] = addLine(
      [],
      {
        kind: 'bundle',
        id: 3,
        name: 'Grill Master Bundle',
        priceCentavos: 120_000,
        discountPriceCentavos: null,
        imageUrl: null,
        quantity: 1,
        unit: 'bundle',
        note: 'Gift',
      },
      newId,
    )
    const old = addLine([], liempo, newId)[0]!
    expect(parseStoredLines([line, steak, bundleLine, old])).toEqual([line, steak, bundleLine, old])
    expect(
      parseStoredLines([
        { ...line, choiceIds: ['Not An Id'] },
        { ...line, choiceIds: 't15' },
        { ...line, choices: [{ groupName: 1 }] },
        { ...line, note: 'x'.repeat(201) },
        { ...line, ifRunsOut: 'shrug' },
        { ...steak, averagePieceGrams: null },
        { ...steak, averagePieceGrams: -5 },
        { ...bundleLine, note: 42 },
      ]),
    ).toEqual([])
  })
})

describe('the unit in the Added to Cart toast', () => {
  it('reads 2kg, 1 × 500g and 1 bundle, never 1500g', () => {
    expect(`2${unitLabel({ unit: 'kg' })}`).toBe('2kg')
    expect(`1${unitLabel({ unit: '500g' })}`).toBe('1 × 500g')
    expect(`1${unitLabel({ unit: 'bundle' })}`).toBe('1 bundle')
  })
})
