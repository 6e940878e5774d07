import { describe, expect, it } from 'vitest'
import { awaitingOnlinePayment as open } from '#tests/support/fixtures/online-payment-status-fixtures.ts'
import { onlinePaymentView } from './online-payment-view.ts'

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
