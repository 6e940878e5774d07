import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import type { AdminOnlinePayment } from '#shared/schemas/online-payments.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { meQueryOptions } from '#web/staff/api/get-me.ts'
import { OnlinePayment } from './online-payment.tsx'

const orderId = 'E2E-1764300000000'

/** An order paid online by GCash (₱850.00, fee ₱21.25), as the order dialog receives it. */
function paidOnline(changes: Partial<AdminOnlinePayment> = {}): AdminOnlinePayment {
  return {
    state: 'paid',
    lastAttempt: 'paid',
    checkoutUrl: null,
    methodType: 'gcash',
    paidLabel: 'Paid online (GCash)',
    paidCentavos: 85_000,
    refundedCentavos: 0,
    balanceCentavos: 0,
    canRetry: false,
    canPayOnDelivery: false,
    canPayBalance: false,
    dueAt: null,
    deadlineText: null,
    paymentId: 'pay_abc123',
    attempts: [
      {
        sessionId: 'cs_1',
        purpose: 'payment',
        state: 'paid',
        amountCentavos: 85_000,
        paymentId: 'pay_abc123',
        methodType: 'gcash',
        paidCentavos: 85_000,
        feeCentavos: 2_125,
        failureReason: null,
        createdAt: '2026-11-28T02:00:00.000Z',
        paidAt: '2026-11-28T02:01:00.000Z',
      },
    ],
    refunds: [],
    refundableCentavos: 0,
    attentionEvents: [],
    ...changes,
  }
}

function section(onlinePayment: AdminOnlinePayment, role: 'admin' | 'editor' = 'admin') {
  // The section reads the order's id, its method and its online payment.
  const order = { orderId, paymentMethod: 'online', onlinePayment } as AdminOrder
  const client = new QueryClient()
  client.setQueryData(meQueryOptions.queryKey, {
    user: { id: 1, name: 'Shop Staff', email: 'staff@primecuts.ph', role },
  })
  return renderToString(
    <QueryClientProvider client={client}>
      <OnlinePayment order={order} />
    </QueryClientProvider>,
  ).replaceAll('&#x27;', "'")
}

describe("the order dialog's online payment", () => {
  it('shows the method, payment id, amount and fee, and no button when nothing is open', () => {
    const html = section(paidOnline())
    expect(html).toContain('Online payment')
    expect(html).toContain('Paid online (GCash)')
    expect(html).toContain('pay_abc123')
    expect(html).toContain('₱850.00')
    expect(html).toContain('₱21.25')
    expect(html).not.toContain('<button')
  })

  it('offers the refund through PayMongo to an admin, instead of Mark as Settled', () => {
    const html = section(paidOnline({ balanceCentavos: -5_950, refundableCentavos: 5_950 }))
    expect(html).toContain(onlinePaymentMessages.refundButton(5_950))
    expect(html).toContain('Refund ₱59.50 through PayMongo')
    expect(html).not.toContain('Mark as Settled')
    expect(html).not.toContain(onlinePaymentMessages.refundNeedsAdmin)
  })

  it('shows an editor the refund button disabled, with why', () => {
    const html = section(
      paidOnline({ balanceCentavos: -5_950, refundableCentavos: 5_950 }),
      'editor',
    )
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Refund ₱59.50 through PayMongo/)
    expect(html).toContain(onlinePaymentMessages.refundNeedsAdmin)
  })

  it('asks to collect a heavier balance on delivery, beside Mark as Settled', () => {
    const html = section(paidOnline({ balanceCentavos: 5_950 }))
    expect(html).toContain('Collect ₱59.50 on delivery')
    expect(html).toContain('Mark as Settled')
    expect(html).not.toContain('through PayMongo</button>')
  })

  it('lists refunds made, on their way and failed', () => {
    const refund = { requestedBy: 'Shop Admin', createdAt: '2026-11-28T04:00:00.000Z' }
    const html = section(
      paidOnline({
        refundedCentavos: 8_000,
        refunds: [
          { ...refund, amountCentavos: 5_950, refundId: 'ref_1', state: 'succeeded' },
          { ...refund, amountCentavos: 2_050, refundId: null, state: 'requesting' },
          { ...refund, amountCentavos: 1_000, refundId: null, state: 'failed' },
        ],
      }),
    )
    expect(html).toContain('Refunded ₱59.50 (ref_1)')
    expect(html).toContain('Refund on its way: ₱20.50')
    expect(html).toContain('Refund of ₱10.00 failed')
    expect(html).toContain('Shop Admin')
  })

  it('says it waits for the payment, with the deadline, and the events needing attention', () => {
    const html = section(
      paidOnline({
        state: 'awaiting',
        paidLabel: null,
        methodType: null,
        paymentId: null,
        paidCentavos: 0,
        deadlineText:
          'Pay by Sat, Nov 28, 2:15 PM, or the order is cancelled and its delivery time freed.',
        attempts: [],
        attentionEvents: [
          {
            eventId: 'evt_1',
            type: 'payment.paid',
            receivedAt: '2026-11-28T04:00:00.000Z',
            state: 'attention',
            orderId,
            paymentId: 'pay_zzz',
            amountCentavos: 100_000,
            reason: 'The payment is ₱1,000.00 but ₱850.00 was asked for.',
          },
        ],
      }),
    )
    expect(html).toContain(onlinePaymentMessages.staffAwaiting)
    expect(html).toContain('Pay by Sat, Nov 28, 2:15 PM')
    expect(html).toContain('The payment is ₱1,000.00 but ₱850.00 was asked for.')
    expect(html).not.toContain('<button')
  })

  it('shows nothing for an order paid another way', () => {
    const order = { orderId, paymentMethod: 'gcash', onlinePayment: null } as AdminOrder
    expect(renderToString(<OnlinePayment order={order} />)).toBe('')
  })
})
