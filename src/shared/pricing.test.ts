import { describe, expect, it } from 'vitest'
import {
  deliveryFeeCentavos,
  discountPriceFor,
  effectivePricePerKg,
  lineTotalCentavos,
  lineWeightGrams,
  percentOff,
  piecesLabel,
  unitGrams,
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

describe('by the piece (issue 31)', () => {
  it('weighs a piece at the average and a weight unit at its grams', () => {
    expect(unitGrams('piece', 350)).toBe(350)
    expect(unitGrams('kg', 350)).toBe(1_000)
    expect(unitGrams('500g')).toBe(500)
    // A piece of a product with no average weighs nothing (the server refuses such a line).
    expect(unitGrams('piece', null)).toBe(0)
  })

  it('prices a piece at its average weight of the price per kg, to the nearest centavo', () => {
    // ₱1,200.00/kg × 350 g = ₱420.00 a piece.
    expect(unitPriceCentavos(120_000, 'piece', 350)).toBe(42_000)
    // ₱999.99/kg × 333 g = ₱332.996… → ₱333.00.
    expect(unitPriceCentavos(99_999, 'piece', 333)).toBe(33_300)
    // The average only matters to pieces.
    expect(unitPriceCentavos(120_000, 'kg', 350)).toBe(120_000)
  })

  it('estimates pieces × average weight × price per kg', () => {
    expect(lineWeightGrams('piece', 2, 350)).toBe(700)
    expect(lineTotalCentavos(unitPriceCentavos(120_000, 'piece', 350), 2)).toBe(84_000)
  })

  it('says pieces as the packing list reads them', () => {
    expect(piecesLabel(2, 350)).toBe('2 pcs (about 700 g)')
    expect(piecesLabel(1, 350)).toBe('1 pc (about 350 g)')
    expect(piecesLabel(4, 350)).toBe('4 pcs (about 1.4 kg)')
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
