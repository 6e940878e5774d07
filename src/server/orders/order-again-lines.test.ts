import { describe, expect, it } from 'vitest'
import { type OrderedLine, orderAgainLines, type ProductToday } from './order-again-lines.ts'

const ordered = (over: Partial<OrderedLine>): OrderedLine => ({
  kind: 'product',
  productId: 1,
  bundleId: null,
  name: 'Ribeye',
  variantTitle: null,
  unit: 'kg',
  quantity: 1,
  unitPriceCentavos: 120_000,
  pricePerKgCentavos: 120_000,
  choices: [],
  note: null,
  ifRunsOut: 'call',
  runOutOutcome: null,
  replacedName: null,
  ...over,
})

const ribeye: ProductToday = {
  id: 1,
  name: 'Ribeye',
  cutType: 'Steak',
  visibility: 'published',
  priceCentavos: 125_000,
  discountPerKgCentavos: 0,
  pricedByPackedWeight: false,
  optionGroups: [],
  soldByPiece: false,
  averagePieceGrams: null,
  imageUrl: null,
}
const today = new Map([[1, ribeye]])

describe('orderAgainLines', () => {
  it('compares an older line without a price per kg by its unit price (500 g at half)', () => {
    const again = orderAgainLines(
      [ordered({ unit: '500g', unitPriceCentavos: 60_000, pricePerKgCentavos: null })],
      today,
      new Map(),
    )
    expect(again.notices).toEqual(['Ribeye is now ₱1,250.00/kg (was ₱1,200.00)'])
  })

  it('says a price once however many lines name the product', () => {
    const again = orderAgainLines(
      [ordered({}), ordered({ unit: '500g', unitPriceCentavos: 60_000 })],
      today,
      new Map(),
    )
    expect(again.lines).toHaveLength(2)
    expect(again.notices).toEqual(['Ribeye is now ₱1,250.00/kg (was ₱1,200.00)'])
  })

  it('leaves out hosted-store lines, and a product now sold otherwise, with a notice', () => {
    const again = orderAgainLines(
      [
        ordered({ kind: 'hosted', productId: null, name: 'Olive Oil', variantTitle: '500 ml' }),
        ordered({ unit: 'piece', pricePerKgCentavos: 125_000 }),
      ],
      today,
      new Map(),
    )
    expect(again.lines).toEqual([])
    expect(again.notices).toEqual([
      'Olive Oil (500 ml) is not added again: order it from its page in the shop.',
      'Ribeye is now sold by weight: choose how much on its page.',
    ])
  })

  it('asks for a required choice whose ordered choice is gone', () => {
    const again = orderAgainLines(
      [
        ordered({
          pricePerKgCentavos: 125_000,
          choices: [
            {
              groupId: 'thick',
              groupName: 'Thickness',
              choiceId: 'in2',
              choiceLabel: '2 in',
              extraPerKgCentavos: 0,
            },
          ],
        }),
      ],
      new Map([
        [
          1,
          {
            ...ribeye,
            optionGroups: [
              {
                id: 'thick',
                name: 'Thickness',
                required: true,
                choices: [{ id: 'in1', label: '1 in', extraPerKgCentavos: 0, available: true }],
              },
            ],
          },
        ],
      ]),
      new Map(),
    )
    expect(again.notices).toEqual([
      'Ribeye: 2 in is no longer offered, so it was left out.',
      'Ribeye: choose a thickness before checking out.',
    ])
    expect(again.lines[0]).toMatchObject({ choiceIds: [], choices: [] })
  })
})
