import { describe, expect, it } from 'vitest'
import { phoneKey } from './phone-key.ts'

describe('phoneKey', () => {
  it.each([
    '09171234567',
    '0917 123 4567',
    '+63 917 123 4567',
    '639171234567',
    '+63 (917) 123-4567',
  ])('reads the mobile %s as its last 10 digits', (phone) => {
    expect(phoneKey(phone)).toBe('9171234567')
  })

  it('reads a Metro Manila landline the same with or without the country code', () => {
    expect(phoneKey('(02) 8123 4567')).toBe('281234567')
    expect(phoneKey('+63 2 8123 4567')).toBe('281234567')
  })

  it('keeps the digits of any other number', () => {
    expect(phoneKey('+1 (415) 555-0100')).toBe('14155550100')
    expect(phoneKey('8123 4567')).toBe('81234567')
  })
})
