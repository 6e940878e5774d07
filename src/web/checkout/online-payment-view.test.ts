import { describe, expect, it } from 'vitest'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import { onlinePaymentView } from './online-payment-view.ts'

const open: OnlinePaymentStatus = {
  state: 'awaiting',
  lastAttempt: 'open',
  checkoutUrl: 'https://checkout.paymongo.test/cs_1',
  methodType: null,
  paidLabel: null,
  paidCentavos: 0,
  refundedCentavos: 0,
  balanceCentavos: 0,
  canRetry: true,
  canPayOnDelivery: true,
  canPayBalance: false,
  dueAt: '2026-11-28T10:00:00.000Z',
  deadlineText:
    'Pay by Sat, Nov 28, 6:00 PM, or the order is cancelled and its delivery time freed.',
  refunds: [],
}
const facts = { cancelled: false, confirming: false, returnedCancelled: false }

describe('onlinePaymentView', () => {
  it('waits with the open attempt to continue', () => {
    expect(onlinePaymentView(open, facts)).toEqual({
      kind: 'awaiting',
      notPaid: false,
      continueUrl: open.checkoutUrl,
    })
  })

  it('confirms while the page asks, but never over a payment already confirmed', () => {
    expect(onlinePaymentView(open, { ...facts, confirming: true })).toEqual({ kind: 'confirming' })
    const paid = { ...open, state: 'paid' as const, paidLabel: 'Paid online (GCash)' }
    expect(onlinePaymentView(paid, { ...facts, confirming: true })).toEqual({ kind: 'paid' })
  })

  it.each(['failed', 'expired'] as const)(
    'says the payment did not go through when the newest attempt %s, with no page to continue',
    (lastAttempt) => {
      expect(onlinePaymentView({ ...open, lastAttempt, checkoutUrl: null }, facts)).toEqual({
        kind: 'awaiting',
        notPaid: true,
        continueUrl: null,
      })
    },
  )

  it('says so too when the shopper came back from the gateway without paying', () => {
    expect(onlinePaymentView(open, { ...facts, returnedCancelled: true })).toEqual({
      kind: 'awaiting',
      notPaid: true,
      continueUrl: null,
    })
  })

  it('says nothing failed when no attempt could be made (the gateway was down at checkout)', () => {
    const none = { ...open, lastAttempt: null, checkoutUrl: null }
    expect(onlinePaymentView(none, { ...facts, returnedCancelled: true })).toEqual({
      kind: 'awaiting',
      notPaid: false,
      continueUrl: null,
    })
  })

  it('says the order was cancelled once it was', () => {
    expect(onlinePaymentView(open, { ...facts, cancelled: true })).toEqual({ kind: 'cancelled' })
  })
})
