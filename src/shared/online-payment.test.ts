import { describe, expect, it } from 'vitest'
import { onlineBalanceOf, refundableOf } from './online-payment.ts'

describe('what is open on an order paid online', () => {
  it('is the total less what was paid and settled: packed heavier owes, lighter is refunded', () => {
    const paid = { paidCentavos: 100_000, balanceSettledCentavos: 0 }
    expect(onlineBalanceOf({ ...paid, totalCentavos: 105_950 })).toBe(5_950)
    expect(onlineBalanceOf({ ...paid, totalCentavos: 94_050 })).toBe(-5_950)
    // A refund under way counts as settled: nothing is open any more.
    expect(
      onlineBalanceOf({
        totalCentavos: 94_050,
        paidCentavos: 100_000,
        balanceSettledCentavos: -5_950,
      }),
    ).toBe(0)
  })

  it('refunds at most the open refund and never more than was paid less earlier refunds', () => {
    expect(refundableOf(-5_950, 100_000, 0)).toBe(5_950)
    expect(refundableOf(-5_950, 100_000, 97_000)).toBe(3_000)
    expect(refundableOf(0, 100_000, 0)).toBe(0)
    expect(refundableOf(2_000, 100_000, 0)).toBe(0)
    expect(refundableOf(-5_950, 100_000, 100_000)).toBe(0)
  })
})
