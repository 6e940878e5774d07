import { describe, expect, it } from 'vitest'
import { formatHostedPrice } from './format-hosted-price.ts'

describe('formatHostedPrice', () => {
  it('puts the amount into the peso template with two decimals and separators', () => {
    expect(formatHostedPrice(450000, { code: 'php', decimal_digits: 2, template: '₱$1' })).toBe(
      '₱4,500.00',
    )
  })

  it('replaces only the $1 token, keeping the dollar sign of "$$1"', () => {
    expect(formatHostedPrice(450000, { code: 'usd', decimal_digits: 2, template: '$$1' })).toBe(
      '$4,500.00',
    )
  })

  it('places the amount before the symbol for "$1 €"', () => {
    expect(formatHostedPrice(123456, { code: 'eur', decimal_digits: 2, template: '$1 €' })).toBe(
      '1,234.56 €',
    )
  })

  it('reads minor units with the currency own decimal digits (0 for yen)', () => {
    expect(formatHostedPrice(4500, { code: 'jpy', decimal_digits: 0, template: '¥$1' })).toBe(
      '¥4,500',
    )
  })

  it('falls back to the symbol, then the code, then €', () => {
    expect(formatHostedPrice(99900, { symbol: '₱', decimal_digits: 2 })).toBe('₱999.00')
    expect(formatHostedPrice(99900, { code: 'xyz' })).toBe('XYZ 999.00')
    expect(formatHostedPrice(99900, null, 'chf')).toBe('CHF 999.00')
    expect(formatHostedPrice(99900, null)).toBe('€999.00')
  })

  it('keeps "$&" in a template from being read as a replacement pattern', () => {
    expect(formatHostedPrice(100, { template: '$&$1', decimal_digits: 2 })).toBe('$&1.00')
  })
})
