import { describe, expect, it } from 'vitest'
import type { OrderPayment } from '#shared/schemas/payments.ts'
import { nextProofPurpose, proofFormVisibility } from './payment-proof-form-visibility.ts'

const payment = (state: OrderPayment['state']): OrderPayment => ({
  state,
  amountDueCentavos: 43_000,
  paidCentavos: state === 'verified' ? 43_000 : null,
  balanceCentavos: null,
  settledCentavos: 0,
  balanceSettled: false,
  proofPurpose: state === 'awaiting' ? null : 'payment',
  proofState:
    state === 'awaiting'
      ? null
      : state === 'rejected' || state === 'verified'
        ? state
        : 'submitted',
  referenceNumber: state === 'awaiting' ? null : '1234567890123',
  submittedAt: state === 'awaiting' ? null : '2026-11-26T10:00:00.000Z',
  rejectionReason: state === 'rejected' ? 'Amount short' : null,
  proofImageRemovedAt: null,
  dueAt: state === 'awaiting' || state === 'rejected' ? '2026-11-27T10:00:00.000Z' : null,
  deadlineText: null,
})

describe('proofFormVisibility', () => {
  it('opens the form while a proof is awaited or after one was rejected', () => {
    expect(proofFormVisibility({ status: 'pending', payment: payment('awaiting') })).toBe('open')
    expect(proofFormVisibility({ status: 'pending', payment: payment('rejected') })).toBe('open')
  })

  it('offers it on request while a proof waits for staff', () => {
    expect(proofFormVisibility({ status: 'pending', payment: payment('submitted') })).toBe(
      'on-request',
    )
  })

  it('offers none once verified, for a cancelled order, or for cash on delivery', () => {
    expect(proofFormVisibility({ status: 'paid', payment: payment('verified') })).toBe('none')
    expect(proofFormVisibility({ status: 'cancelled', payment: payment('awaiting') })).toBe('none')
    expect(proofFormVisibility({ status: 'cancelled', payment: payment('rejected') })).toBe('none')
    expect(proofFormVisibility({ status: 'pending', payment: null })).toBe('none')
  })

  it('opens it for a balance left by a short payment, on request while a balance proof waits', () => {
    const short = { ...payment('verified'), paidCentavos: 33_000, balanceCentavos: 10_000 }
    expect(proofFormVisibility({ status: 'paid', payment: short })).toBe('open')
    expect(nextProofPurpose({ payment: short })).toBe('balance')
    expect(
      proofFormVisibility({
        status: 'paid',
        payment: { ...short, proofPurpose: 'balance', proofState: 'submitted' },
      }),
    ).toBe('on-request')
    // A refund due is the shop's to pay: no proof.
    expect(
      proofFormVisibility({ status: 'paid', payment: { ...short, balanceCentavos: -5_000 } }),
    ).toBe('none')
    expect(proofFormVisibility({ status: 'cancelled', payment: short })).toBe('none')
    expect(nextProofPurpose({ payment: payment('rejected') })).toBe('payment')
  })

  it('offers none to a pay-after-weigh order until it is weighed', () => {
    const waiting = {
      status: 'pending',
      payment: payment('awaiting'),
      payAfterWeigh: true,
    } as const
    expect(proofFormVisibility({ ...waiting, packing: 'estimate' })).toBe('none')
    expect(proofFormVisibility({ ...waiting, packing: 'packed' })).toBe('open')
  })
})
