import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPackedKg } from './packed-weight.ts'
import { formatKg } from './weight.ts'

const grams = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
  fc.constantFrom(0, -0, 1, 500, 1000, 1500, 48_000, 1_234_567),
)

describe('kilograms as en-PH writes them', () => {
  it('formatKg: up to three decimals, trailing zeros dropped', () => {
    expect(formatKg(1500)).toBe('1.5 kg')
    expect(formatKg(48_000)).toBe('48 kg')
    expect(formatKg(1_234_567)).toBe('1,234.567 kg')
    const reference = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 3 })
    fc.assert(
      fc.property(grams, (g) => {
        expect(formatKg(g)).toBe(`${reference.format(g / 1000)} kg`)
      }),
      { numRuns: 5000 },
    )
  })

  it("formatPackedKg: a scale's three decimals", () => {
    expect(formatPackedKg(1070)).toBe('1.070 kg')
    const reference = new Intl.NumberFormat('en-PH', {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    })
    fc.assert(
      fc.property(grams, (g) => {
        expect(formatPackedKg(g)).toBe(`${reference.format(g / 1000)} kg`)
      }),
      { numRuns: 5000 },
    )
  })
})
