import { describe, expect, it } from 'vitest'
import { packedBesideText } from '#shared/packing-slip.ts'
import { itemQuantityText, packingQuantityText } from './deliveries-format.ts'

describe('the packing list', () => {
  it('gives kilograms of our own products with up to three decimals', () => {
    expect(
      packingQuantityText({
        name: 'Liempo',
        grams: 3500,
        packedGrams: null,
        units: null,
        weighedLines: [],
      }),
    ).toBe('3.5 kg')
    expect(
      packingQuantityText({
        name: 'Liempo',
        grams: 1250,
        packedGrams: null,
        units: null,
        weighedLines: [],
      }),
    ).toBe('1.25 kg')
    expect(
      packingQuantityText({
        name: 'Liempo',
        grams: 12_125,
        packedGrams: null,
        units: null,
        weighedLines: [],
      }),
    ).toBe('12.125 kg')
  })

  it('counts hosted-store items', () => {
    expect(
      packingQuantityText({
        name: 'Wagyu',
        grams: null,
        packedGrams: null,
        units: 2,
        weighedLines: [],
      }),
    ).toBe('2 items')
    expect(
      packingQuantityText({
        name: 'Wagyu',
        grams: null,
        packedGrams: null,
        units: 1,
        weighedLines: [],
      }),
    ).toBe('1 item')
  })
})

describe('the packed weight beside the target', () => {
  const line = (packedGrams: number | null) => ({ packedGrams })
  it('is shown once weighed, with how many lines are still to weigh', () => {
    expect(packedBesideText(null, [line(null)])).toBeNull()
    expect(packedBesideText(1_570, [line(570), line(1_000)])).toBe('Packed 1.570 kg')
    expect(packedBesideText(1_570, [line(570), line(null)])).toBe(
      'Packed 1.570 kg so far (1 of 2 weighed)',
    )
  })
})

describe("an order's lines on the rider's sheet", () => {
  it('says how many of which weight', () => {
    expect(itemQuantityText({ quantity: 2, unit: 'kg' })).toBe('2 × 1 kg')
    expect(itemQuantityText({ quantity: 1, unit: '500g' })).toBe('1 × 500 g')
    expect(itemQuantityText({ quantity: 3, unit: null })).toBe('3')
  })
})
