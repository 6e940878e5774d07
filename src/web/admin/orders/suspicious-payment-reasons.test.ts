import { describe, expect, it } from 'vitest'
import type { SuspiciousPaymentOrder } from '#shared/schemas/orders.ts'
import { paymentReasons } from './suspicious-payment-reasons.ts'

const order = (over: Partial<SuspiciousPaymentOrder>): SuspiciousPaymentOrder => ({
  orderId: 'E2E-1795572000001',
  customerName: 'Ana Reyes',
  customerEmail: 'ana@example.com',
  customerPhone: '0917 123 4567',
  createdAt: '2026-11-25T02:00:00.000Z',
  totalCentavos: 120_000,
  rejectedProofs: 0,
  proofWaitingSince: null,
  ...over,
})

describe('paymentReasons', () => {
  it('names the rejections from two on', () => {
    expect(paymentReasons(order({ rejectedProofs: 2 }))).toEqual(['Proof rejected twice'])
    expect(paymentReasons(order({ rejectedProofs: 3 }))).toEqual(['Proof rejected 3 times'])
    expect(paymentReasons(order({ rejectedProofs: 1 }))).toEqual([])
  })

  it('names when the waiting proof was sent, in Manila time, and both reasons when both hold', () => {
    // 5:05 AM UTC is 1:05 PM in Manila.
    const since = '2026-11-26T05:05:00.000Z'
    expect(paymentReasons(order({ proofWaitingSince: since }))).toEqual([
      'Proof waiting unreviewed since Nov 26, 2026, 1:05 PM',
    ])
    expect(paymentReasons(order({ rejectedProofs: 2, proofWaitingSince: since }))).toEqual([
      'Proof rejected twice',
      'Proof waiting unreviewed since Nov 26, 2026, 1:05 PM',
    ])
  })
})
