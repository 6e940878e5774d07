import { describe, expect, it } from 'vitest'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { awaitingOnlinePayment as awaiting } from '#tests/support/fixtures/online-payment-status-fixtures.ts'
import { paymentLineLabel } from './payment-line.ts'

const order = (
  paymentMethod: PublicOrder['paymentMethod'],
  onlinePayment: OnlinePaymentStatus | null,
) => ({ paymentMethod, onlinePayment, customerName: 'Ana' }) as unknown as PublicOrder

describe('paymentLineLabel', () => {
  it('names cash on delivery and GCash as before', () => {
    expect(paymentLineLabel(order('cod', null))).toBe('Cash on Delivery')
    expect(paymentLineLabel(order('gcash', null))).toBe('GCash')
  })

  it('reads the online label until paid, then what the gateway reported', () => {
    expect(paymentLineLabel(order('online', awaiting))).toBe('Online payment (PayMongo)')
    expect(
      paymentLineLabel(
        order('online', {
          ...awaiting,
          state: 'paid',
          methodType: 'gcash',
          paidLabel: 'Paid online (GCash)',
        }),
      ),
    ).toBe('Paid online (GCash)')
  })

  it('names the method for the copy kept offline, which has no payment details', () => {
    const offline = { paymentMethod: 'online' } as unknown as PublicOrder
    expect(paymentLineLabel(offline)).toBe('Online payment (PayMongo)')
  })
})
