import { describe, expect, it } from 'vitest'
import { deriveTags } from './product-tags.ts'

describe('deriveTags', () => {
  it('adds SALE with a discount and SOLD OUT with no stock', () => {
    expect(deriveTags(['NEW'], { discountPerKgCentavos: 4000, stockGrams: 0 })).toEqual([
      'NEW',
      'SALE',
      'SOLD OUT',
    ])
  })

  it('removes SALE and SOLD OUT when the discount and stock say otherwise', () => {
    expect(
      deriveTags(['SALE', 'SOLD OUT', 'NEW'], { discountPerKgCentavos: 0, stockGrams: 1000 }),
    ).toEqual(['NEW'])
  })

  it('keeps hand-set tags once each', () => {
    expect(deriveTags(['NEW', 'NEW', ' '], { discountPerKgCentavos: 0, stockGrams: 500 })).toEqual([
      'NEW',
    ])
  })
})
