import { describe, expect, it } from 'vitest'
import {
  deliveryFeeCentavos,
  discountPriceFor,
  effectivePricePerKg,
  lineTotalCentavos,
  lineWeightGrams,
  percentOff,
  unitPriceCentavos,
} from './pricing.ts'

describe('line pricing', () => {
  it('uses the discount price when there is one', () => {
    expect(effectivePricePerKg({ priceCentavos: 32_000, discountPriceCentavos: 28_000 })).toBe(
      28_000,
    )
    expect(effectivePricePerKg({ priceCentavos: 85_000, discountPriceCentavos: null })).toBe(85_000)
  })

  it('charges half the kilogram price for a 500 g unit', () => {
    expect(unitPriceCentavos(85_000, 'kg')).toBe(85_000)
    expect(unitPriceCentavos(85_000, '500g')).toBe(42_500)
    expect(unitPriceCentavos(28_000, '500g')).toBe(14_000)
  })

  it('rounds an odd half to the nearest centavo', () => {
    expect(unitPriceCentavos(99_999, '500g')).toBe(50_000)
    expect(unitPriceCentavos(12_345, '500g')).toBe(6_173)
  })

  it('multiplies by the quantity of units', () => {
    expect(lineTotalCentavos(unitPriceCentavos(28_000, '500g'), 3)).toBe(42_000)
    expect(lineWeightGrams('500g', 3)).toBe(1_500)
    expect(lineWeightGrams('kg', 2)).toBe(2_000)
  })

  it('derives the discount price from the per-kg discount', () => {
    expect(discountPriceFor(32_000, 4_000)).toBe(28_000)
    expect(discountPriceFor(32_000, 0)).toBeNull()
  })
})

describe('delivery fee', () => {
  it('charges the zone rate below the threshold and nothing from it on', () => {
    expect(deliveryFeeCentavos(199_999, 15_000, 200_000)).toBe(15_000)
    expect(deliveryFeeCentavos(200_000, 15_000, 200_000)).toBe(0)
    expect(deliveryFeeCentavos(50_000, 25_000, 0)).toBe(0)
  })
})

describe('bundle percent off', () => {
  it('is rounded, and absent without a real discount', () => {
    expect(percentOff(120_000, 100_000)).toBe(17)
    expect(percentOff(120_000, null)).toBeNull()
    expect(percentOff(120_000, 120_000)).toBeNull()
  })
})
