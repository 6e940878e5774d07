import { describe, expect, it } from 'vitest'
import {
  canBuy,
  defaultUnitFor,
  isOutOfStock,
  maxQuantityFor,
  minQuantityFor,
  unitsFor,
} from './purchase-units.ts'

const product = (minOrderGrams: number, stockGrams = 10_000) => ({ minOrderGrams, stockGrams })

describe('how a product can be bought', () => {
  it('offers 500 g units only when the minimum order is in halves', () => {
    expect(unitsFor(product(500))).toEqual(['kg', '500g'])
    expect(unitsFor(product(1500))).toEqual(['kg', '500g'])
    expect(unitsFor(product(0))).toEqual(['kg', '500g'])
    expect(unitsFor(product(1000))).toEqual(['kg'])
    expect(unitsFor(product(2000))).toEqual(['kg'])
  })

  it('quick-adds 500 g for a 0.5 kg minimum and 1 kg otherwise', () => {
    expect(defaultUnitFor(product(500))).toBe('500g')
    expect(defaultUnitFor(product(1000))).toBe('kg')
    expect(defaultUnitFor(product(0))).toBe('kg')
  })

  it('starts the quantity at the minimum order, never below 1', () => {
    expect(minQuantityFor(product(500), '500g')).toBe(1)
    expect(minQuantityFor(product(500), 'kg')).toBe(1)
    expect(minQuantityFor(product(1500), '500g')).toBe(3)
    expect(minQuantityFor(product(1500), 'kg')).toBe(2)
    expect(minQuantityFor(product(0), 'kg')).toBe(1)
  })

  it('caps the quantity at the stock and knows when nothing can be bought', () => {
    expect(maxQuantityFor(product(500, 2_700), '500g')).toBe(5)
    expect(maxQuantityFor(product(500, 2_700), 'kg')).toBe(2)
    expect(canBuy(product(1000, 800), 'kg')).toBe(false)
    expect(canBuy(product(500, 800), '500g')).toBe(true)
    expect(isOutOfStock(product(500, 800))).toBe(false)
    expect(isOutOfStock(product(1000, 0))).toBe(true)
    expect(isOutOfStock(product(1000, 800))).toBe(true)
  })
})
