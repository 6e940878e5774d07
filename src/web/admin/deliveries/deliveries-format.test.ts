import { describe, expect, it } from 'vitest'
import { itemQuantityText, packingQuantityText } from './deliveries-format.ts'

describe('the packing list', () => {
  it('gives kilograms of our own products with up to three decimals', () => {
    expect(
      packingQuantityText({ name: 'Liempo', grams: 3500, units: null, weighedLines: [] }),
    ).toBe('3.5 kg')
    expect(
      packingQuantityText({ name: 'Liempo', grams: 1250, units: null, weighedLines: [] }),
    ).toBe('1.25 kg')
    expect(
      packingQuantityText({ name: 'Liempo', grams: 12_125, units: null, weighedLines: [] }),
    ).toBe('12.125 kg')
  })

  it('counts hosted-store items', () => {
    expect(packingQuantityText({ name: 'Wagyu', grams: null, units: 2, weighedLines: [] })).toBe(
      '2 items',
    )
    expect(packingQuantityText({ name: 'Wagyu', grams: null, units: 1, weighedLines: [] })).toBe(
      '1 item',
    )
  })
})

describe("an order's lines on the rider's sheet", () => {
  it('says how many of which weight', () => {
    expect(itemQuantityText({ name: 'Liempo', quantity: 2, unit: 'kg' })).toBe('2 × 1 kg')
    expect(itemQuantityText({ name: 'Liempo', quantity: 1, unit: '500g' })).toBe('1 × 500 g')
    expect(itemQuantityText({ name: 'Wagyu', quantity: 3, unit: null })).toBe('3')
  })
})
