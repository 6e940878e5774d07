import { describe, expect, it } from 'vitest'
import { addLine } from '#web/cart/cart-rules.ts'
import { cartLineOf } from './order-again-lines.ts'

describe("'Order again' lines in the cart", () => {
  it('keeps the choices, note and run-out choice of a product line at its offered price', () => {
    const line = cartLineOf({
      kind: 'product',
      productId: 7,
      name: 'Ribeye',
      cutType: 'Steak',
      unit: 'piece',
      quantity: 2,
      choiceIds: ['in15'],
      choices: [{ groupName: 'Thickness', choiceLabel: '1.5 in' }],
      note: 'Please pack in 2 bags',
      ifRunsOut: 'remove',
      priceCentavos: 127_000,
      discountPriceCentavos: null,
      imageUrl: '/media/ribeye.webp',
      pricedByPackedWeight: true,
      soldByPiece: true,
      averagePieceGrams: 350,
    })
    expect(line).toEqual({
      kind: 'product',
      id: 7,
      name: 'Ribeye',
      cutType: 'Steak',
      unit: 'piece',
      quantity: 2,
      choiceIds: ['in15'],
      choices: [{ groupName: 'Thickness', choiceLabel: '1.5 in' }],
      note: 'Please pack in 2 bags',
      ifRunsOut: 'remove',
      priceCentavos: 127_000,
      discountPriceCentavos: null,
      imageUrl: '/media/ribeye.webp',
      pricedByPackedWeight: true,
      soldByPiece: true,
      averagePieceGrams: 350,
    })
  })

  it('makes a bundle line, with no empty note', () => {
    const line = cartLineOf({
      kind: 'bundle',
      bundleId: 3,
      name: 'Grill Box',
      quantity: 1,
      priceCentavos: 250_000,
      discountPriceCentavos: 220_000,
      imageUrl: null,
      note: '',
    })
    expect(line).toEqual({
      kind: 'bundle',
      id: 3,
      name: 'Grill Box',
      unit: 'bundle',
      quantity: 1,
      priceCentavos: 250_000,
      discountPriceCentavos: 220_000,
      imageUrl: null,
    })
    expect(addLine([], line, () => 'a')).toEqual([{ ...line, cartId: 'a' }])
  })
})
