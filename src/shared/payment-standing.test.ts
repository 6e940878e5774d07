import { describe, expect, it } from 'vitest'
import {
  awaitingRevenueOf,
  balanceDueOf,
  cashToCollectOf,
  csvPaymentLabel,
  dispatchReadinessOf,
  dispatchText,
  isDoNotDispatch,
  paidRevenueOf,
  type RevenueFacts,
  revenueStandingOf,
} from './payment-standing.ts'

const gcash: RevenueFacts = {
  paymentMethod: 'gcash',
  paymentState: 'awaiting',
  status: 'pending',
  totalCentavos: 110_000,
  paidCentavos: null,
  balanceSettledCentavos: 0,
}
const cod: RevenueFacts = { ...gcash, paymentMethod: 'cod', paymentState: 'none' }

describe('paid or awaiting payment', () => {
  it('is paid for a verified GCash payment, whatever the status', () => {
    expect(revenueStandingOf({ ...gcash, paymentState: 'verified', status: 'paid' })).toBe('paid')
    expect(revenueStandingOf({ ...gcash, paymentState: 'verified', status: 'shipped' })).toBe(
      'paid',
    )
  })

  it('is awaiting for a GCash order without a verified payment, even marked on by hand', () => {
    for (const paymentState of ['awaiting', 'submitted', 'rejected'] as const) {
      expect(revenueStandingOf({ ...gcash, paymentState, status: 'processing' })).toBe('awaiting')
    }
  })

  it('is paid for cash on delivery only once delivered; a cancelled order is neither', () => {
    expect(revenueStandingOf({ ...cod, status: 'shipped' })).toBe('awaiting')
    expect(revenueStandingOf({ ...cod, status: 'completed' })).toBe('paid')
    expect(revenueStandingOf({ ...gcash, paymentState: 'verified', status: 'cancelled' })).toBe(
      'cancelled',
    )
  })

  it('counts the money received, and a balance still open as awaiting', () => {
    const short = { ...gcash, paymentState: 'verified', paidCentavos: 100_000 } as const
    expect(paidRevenueOf(short)).toBe(100_000)
    expect(awaitingRevenueOf(short)).toBe(10_000)
    const settled = { ...short, balanceSettledCentavos: 10_000 }
    expect([paidRevenueOf(settled), awaitingRevenueOf(settled)]).toEqual([110_000, 0])
    expect([paidRevenueOf(gcash), awaitingRevenueOf(gcash)]).toEqual([0, 110_000])
    expect([paidRevenueOf({ ...cod, status: 'completed' }), awaitingRevenueOf(cod)]).toEqual([
      110_000, 110_000,
    ])
    expect(awaitingRevenueOf({ ...cod, status: 'cancelled' })).toBe(0)
  })
})

describe('what the packer and the rider read', () => {
  it('names each state, with the cash to collect', () => {
    const text = (o: RevenueFacts) =>
      dispatchText({
        readiness: dispatchReadinessOf(o),
        cashToCollectCentavos: cashToCollectOf(o),
        balanceDueCentavos: balanceDueOf(o),
      })
    expect(text({ ...cod, totalCentavos: 105_950 })).toBe('COD: collect ₱1,059.50')
    expect(text(gcash)).toBe('Awaiting payment — do not dispatch')
    expect(text({ ...gcash, paymentState: 'submitted' })).toBe('Proof to verify — do not dispatch')
    expect(text({ ...gcash, paymentState: 'rejected' })).toBe('Proof rejected — do not dispatch')
    expect(text({ ...gcash, paymentState: 'verified' })).toBe('Paid')
    // Verified short (₱1,000.00 of ₱1,100.00), or packed heavier than what was paid.
    const short = {
      ...gcash,
      paymentState: 'verified',
      status: 'paid',
      paidCentavos: 100_000,
    } as const
    expect(text(short)).toBe('Balance ₱100.00 unpaid — do not dispatch')
    expect(isDoNotDispatch(dispatchReadinessOf(short))).toBe(true)
    expect(text({ ...short, balanceSettledCentavos: 10_000 })).toBe('Paid')
    // A refund due is the shop's to send: the order may leave.
    expect(text({ ...short, paidCentavos: 120_000 })).toBe('Paid')
    expect(text({ ...cod, status: 'completed' })).toBe('Paid')
    expect(cashToCollectOf({ ...cod, status: 'completed' })).toBe(0)
  })

  it("writes the CSV's Payment column", () => {
    expect(csvPaymentLabel(cod)).toBe('COD: collect')
    expect(csvPaymentLabel(gcash)).toBe('Awaiting payment')
    expect(csvPaymentLabel({ ...gcash, paymentState: 'verified' })).toBe('Paid')
    expect(csvPaymentLabel({ ...cod, status: 'cancelled' })).toBe('Cancelled')
  })
})
