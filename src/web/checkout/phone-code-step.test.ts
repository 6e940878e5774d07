import { describe, expect, it } from 'vitest'
import { phoneCodeStep, secondsUntilResend, stepForPhone, typedCode } from './phone-code-step.ts'

describe('the checkout code step', () => {
  const sent = {
    verification: { phone: '0917 ••• 4567', resendAfterSeconds: 60, expiresInSeconds: 600 },
  }

  it('counts down to Resend code from when the answer came', () => {
    const step = phoneCodeStep(sent, '0917 123 4567', 1_000_000)
    expect(step).toEqual({
      phone: '0917 ••• 4567',
      typedPhone: '0917 123 4567',
      phoneKey: '9171234567',
      resendAt: 1_060_000,
    })
    expect(secondsUntilResend(step, 1_000_000)).toBe(60)
    expect(secondsUntilResend(step, 1_059_001)).toBe(1)
    expect(secondsUntilResend(step, 1_060_000)).toBe(0)
    expect(secondsUntilResend(step, 2_000_000)).toBe(0)
  })

  it('lasts while the phone field holds the same number, however it is written', () => {
    const step = phoneCodeStep(sent, '0917 123 4567', 0)
    expect(stepForPhone(step, '+63 917 123 4567 ')).toBe(step)
    expect(stepForPhone(step, '0917 123 4568')).toBeNull()
    expect(stepForPhone(step, '')).toBeNull()
    expect(stepForPhone(null, '0917 123 4567')).toBeNull()
  })

  it('takes six digits, with spaces as typed from the text', () => {
    expect(typedCode('123 456')).toBe('123456')
    expect(typedCode(' 000123 ')).toBe('000123')
    expect(typedCode('12345')).toBeNull()
    expect(typedCode('1234567')).toBeNull()
    expect(typedCode('12a456')).toBeNull()
  })
})
