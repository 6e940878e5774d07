import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import type { AdminOrderPayment } from '#shared/schemas/payments.ts'
import { meQueryOptions } from '#web/staff/api/get-me.ts'
import { OrderPayment } from './order-payment.tsx'

/** The order dialog's Payment section for a GCash order paid by one verified proof. */
function paymentSection(changes: Partial<AdminOrderPayment>) {
  const orderId = 'E2E-1764300000000'
  const payment: AdminOrderPayment = {
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
    proofImageRemovedAt: null,
    dueAt: null,
    deadlineText: null,
    proofId: 7,
    proofImageUrl: adminOrdersApiPaths.paymentProofImage(orderId),
    proofWidth: 40,
    proofHeight: 60,
    reviewedBy: 'Shop Admin',
    reviewedAt: '2026-05-01T03:00:00.000Z',
    proofAmountReceivedCentavos: 85_000,
    proofAmountDueCentavos: 85_000,
    duplicateReferenceOrderIds: [],
    balanceSettledBy: null,
    balanceSettledAt: null,
    ...changes,
  }
  // The section reads only the order's id and its payment.
  const order = { orderId, payment } as AdminOrder
  // The dialog is inside the back office: an admin is signed in.
  const client = new QueryClient()
  client.setQueryData(meQueryOptions.queryKey, {
    user: { id: 1, name: 'Shop Admin', email: 'admin@primecuts.ph', role: 'admin' },
  })
  return renderToString(
    <QueryClientProvider client={client}>
      <OrderPayment order={order} />
    </QueryClientProvider>,
  )
}

describe("the order dialog's proof of payment", () => {
  it('shows the screenshot while it is kept', () => {
    const html = paymentSection({})
    expect(html).toContain('<img')
    expect(html).not.toContain('removed on')
  })

  it('says when the screenshot was removed instead of a broken image, keeping the number', () => {
    const removedAt = '2026-11-28T01:00:00.000Z'
    const html = paymentSection({ proofImageRemovedAt: removedAt, proofImageUrl: null })
    expect(html).not.toContain('<img')
    expect(html).toContain(paymentMessages.proofImageRemoved(removedAt).replaceAll("'", '&#x27;'))
    expect(paymentMessages.proofImageRemoved(removedAt)).toContain('removed on Nov 28, 2026')
    expect(html).toContain('1234567890123')
    expect(html).not.toContain('No proof of payment has been sent yet.')
  })
})
