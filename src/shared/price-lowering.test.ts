import { describe, expect, it } from 'vitest'
import { isBeyondTolerance } from './packed-weight.ts'
import {
  canRecordBelowTolerance,
  canSettleBalance,
  isBelowTolerance,
  lightestWithinTolerance,
  priceLoweringMessages,
} from './price-lowering.ts'

describe('a packed weight below the tolerance', () => {
  it('is lighter than the ordered weight by more than the tolerance, never heavier', () => {
    expect(isBelowTolerance(1000, 900, 10)).toBe(false)
    expect(isBelowTolerance(1000, 899, 10)).toBe(true)
    expect(isBelowTolerance(1000, 1200, 10)).toBe(false)
    expect(isBeyondTolerance(1000, 1200, 10)).toBe(true)
  })

  it('starts just under the lightest weight within the tolerance, whatever the numbers', () => {
    for (const [ordered, tolerance] of [
      [1000, 10],
      [500, 10],
      [1500, 7],
      [333, 13],
      [250, 50],
    ] as const) {
      const lightest = lightestWithinTolerance(ordered, tolerance)
      expect(isBelowTolerance(ordered, lightest, tolerance), `${ordered} ${tolerance}`).toBe(false)
      expect(isBelowTolerance(ordered, lightest - 1, tolerance), `${ordered} ${tolerance}`).toBe(
        true,
      )
    }
    expect(priceLoweringMessages.belowToleranceHint(lightestWithinTolerance(1000, 10))).toBe(
      'An admin records weights below 0.900 kg.',
    )
  })

  it('is an admin’s to record', () => {
    expect(canRecordBelowTolerance('admin')).toBe(true)
    expect(canRecordBelowTolerance('editor')).toBe(false)
  })
})

describe('settling a balance', () => {
  it('a refund (the shop pays back) needs an admin; what the shopper paid, any staff', () => {
    expect(canSettleBalance('editor', -4_250)).toBe(false)
    expect(canSettleBalance('admin', -4_250)).toBe(true)
    expect(canSettleBalance('editor', 5_950)).toBe(true)
    expect(canSettleBalance('admin', 5_950)).toBe(true)
  })
})
