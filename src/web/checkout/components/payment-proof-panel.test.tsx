import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { paymentMessages } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import type { OrderPayment } from '#shared/schemas/payments.ts'
import { PaymentProofPanel } from './payment-proof-panel.tsx'

/** A completed GCash order's payment panel, as the shopper's order page shows it. */
function panel(proofImageRemovedAt: string | null) {
  const payment: OrderPayment = {
    state: 'verified',
    amountDueCentavos: 85_000,
    paidCentavos: 85_000,
    balanceCentavos: null,
    settledCentavos: 0,
    balanceSettled: false,
    proofPurpose: 'payment',
    proofState: 'verified',
    referenceNumber: '1234567890123',
    submittedAt: '2026-05-01T02:00:00.000Z',
    rejectionReason: null,
    proofImageRemovedAt,
    dueAt: null,
    deadlineText: null,
  }
  // The panel reads the order's method, status, link token, packing and payment.
  const order = {
    paymentMethod: 'gcash',
    status: 'completed',
    accessToken: 'AAAAAAAAAAAAAAAAAAAAAA',
    payAfterWeigh: false,
    packing: 'final',
    gcash: null,
    payment,
  } as unknown as PublicOrder
  return renderToString(<PaymentProofPanel order={order} />)
}

describe("the shopper's sent proof", () => {
  it('shows the screenshot while it is kept', () => {
    expect(panel(null)).toContain('<img')
  })

  it('says when the screenshot was removed instead of a broken image, keeping the number', () => {
    const removedAt = '2026-11-28T01:00:00.000Z'
    const html = panel(removedAt)
    expect(html).not.toContain('<img')
    expect(html).toContain(paymentMessages.proofImageRemoved(removedAt).replaceAll("'", '&#x27;'))
    expect(html).toContain('1234567890123')
  })
})
