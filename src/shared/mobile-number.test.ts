import { describe, expect, it } from 'vitest'
import { formattedMobile, gatewayNumber, maskedMobile, phMobileKey } from './mobile-number.ts'

describe('phMobileKey', () => {
  it.each([
    '09171234567',
    '0917 123 4567',
    '0917-123-4567',
    '+639171234567',
    '+63 917 123 4567',
    '639171234567',
    '(0917) 123 4567',
  ])('reads %s as one number', (input) => {
    expect(phMobileKey(input)).toBe('9171234567')
  })

  it.each([
    '',
    '1234567',
    '0282345678', // a Metro Manila landline
    '9171234567', // no trunk 0 nor country code
    '0917123456',
    '091712345678',
    '+09171234567',
    '+19171234567',
    '0917 123 4567 ext 2',
    '0917１２３４５６７',
    `0917${' '.repeat(40)}1234567`,
  ])('refuses %j', (input) => {
    expect(phMobileKey(input)).toBeNull()
  })
})

describe('how a number is shown', () => {
  it('masks, formats and writes it for the gateway', () => {
    expect(maskedMobile('9171234567')).toBe('0917 ••• 4567')
    expect(formattedMobile('9171234567')).toBe('0917 123 4567')
    expect(gatewayNumber('9171234567')).toBe('09171234567')
  })
})
