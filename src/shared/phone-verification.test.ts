import { describe, expect, it } from 'vitest'
import { PHONE_CODE_LENGTH, PHONE_CODE_PATTERN } from './phone-verification.ts'

describe('the checkout code', () => {
  it('is exactly PHONE_CODE_LENGTH digits', () => {
    expect(PHONE_CODE_PATTERN.test('1'.repeat(PHONE_CODE_LENGTH))).toBe(true)
    expect(PHONE_CODE_PATTERN.test('1'.repeat(PHONE_CODE_LENGTH - 1))).toBe(false)
    expect(PHONE_CODE_PATTERN.test('1'.repeat(PHONE_CODE_LENGTH + 1))).toBe(false)
    expect(PHONE_CODE_PATTERN.test('12345a')).toBe(false)
  })
})
