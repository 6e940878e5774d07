import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPeso, parsePesos, pesosToCentavos } from './money.ts'

describe('formatPeso', () => {
  it('formats centavos as en-PH pesos with two decimals', () => {
    expect(formatPeso(85_000)).toBe('₱850.00')
    expect(formatPeso(120_000)).toBe('₱1,200.00')
    expect(formatPeso(15_050)).toBe('₱150.50')
    expect(formatPeso(0)).toBe('₱0.00')
  })

  it('writes what Intl.NumberFormat en-PH PHP writes, for any amount', () => {
    const reference = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })
    const centavos = fc.oneof(
      fc.integer({ min: -1e13, max: 1e13 }),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 1, -1, 99, 100, 100_000, 99_999_999),
    )
    fc.assert(
      fc.property(centavos, (amount) => {
        expect(formatPeso(amount)).toBe(reference.format(amount / 100))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('parsePesos', () => {
  it('reads amounts the way staff type them', () => {
    expect(parsePesos('850')).toBe(85_000)
    expect(parsePesos('1,200.5')).toBe(120_050)
    expect(parsePesos('₱ 99.99')).toBe(9_999)
  })

  it('refuses amounts that would have to be guessed', () => {
    expect(parsePesos('12.345')).toBeNull()
    expect(parsePesos('-5')).toBeNull()
    expect(parsePesos('1e3')).toBeNull()
    expect(parsePesos('')).toBeNull()
  })
})

describe('pesosToCentavos', () => {
  it('does not drift on binary fractions', () => {
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30)
    expect(pesosToCentavos(19.99)).toBe(1_999)
  })
})
