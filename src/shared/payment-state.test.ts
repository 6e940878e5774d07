import { describe, expect, it } from 'vitest'
import { formatManilaWeekdayDateTime } from './manila-time.ts'
import { parseAmountReceived, paymentDeadlineText, paymentMessages } from './payment-state.ts'

describe('the amount received as staff type it (issue 28)', () => {
  it('reads pesos with at most two decimals, commas and a peso sign', () => {
    expect(parseAmountReceived('1100')).toEqual({ centavos: 110_000 })
    expect(parseAmountReceived(' ₱1,000.5 ')).toEqual({ centavos: 100_050 })
    expect(parseAmountReceived('1000000.00')).toEqual({ centavos: 100_000_000 })
  })

  it('refuses zero, negative, three decimals, above ₱1,000,000 and words, each with its message', () => {
    expect(parseAmountReceived('')).toEqual({ error: paymentMessages.amountReceivedRequired })
    expect(parseAmountReceived('0')).toEqual({ error: paymentMessages.amountReceivedPositive })
    expect(parseAmountReceived('0.00')).toEqual({ error: paymentMessages.amountReceivedPositive })
    expect(parseAmountReceived('-100')).toEqual({ error: paymentMessages.amountReceivedPositive })
    expect(parseAmountReceived('100.555')).toEqual({
      error: paymentMessages.amountReceivedDecimals,
    })
    expect(parseAmountReceived('1000000.01')).toEqual({
      error: paymentMessages.amountReceivedTooLarge,
    })
    expect(parseAmountReceived('12345678901')).toEqual({
      error: paymentMessages.amountReceivedTooLarge,
    })
    expect(parseAmountReceived('one thousand')).toEqual({
      error: paymentMessages.amountReceivedRequired,
    })
    expect(parseAmountReceived('1'.repeat(10_000))).toEqual({
      error: paymentMessages.amountReceivedRequired,
    })
  })
})

describe('the payment deadline in words (issue 28)', () => {
  it('says the Manila weekday, date and time, without the year', () => {
    // 06:15 UTC is 2:15 PM in Manila.
    expect(formatManilaWeekdayDateTime('2026-11-28T06:15:00Z')).toBe('Sat, Nov 28, 2:15 PM')
    // 17:30 UTC is already the next day in Manila.
    expect(formatManilaWeekdayDateTime('2026-11-28T17:30:00Z')).toBe('Sun, Nov 29, 1:30 AM')
    expect(paymentDeadlineText(new Date('2026-11-28T06:15:00Z'))).toBe(
      'Pay by Sat, Nov 28, 2:15 PM, or the order is cancelled and its delivery time freed.',
    )
  })
})
