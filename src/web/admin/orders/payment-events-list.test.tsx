import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { attentionReasons } from '#shared/online-payment.ts'
import type { PaymentEventList } from '#shared/schemas/online-payments.ts'
import { ordersKeys } from './api/orders-keys.ts'
import { OrderPaymentCell } from './order-cells.tsx'
import { PaymentEventsList } from './payment-events-list.tsx'

function eventsList(list: PaymentEventList) {
  const client = new QueryClient()
  client.setQueryData(ordersKeys.paymentEvents(), list)
  return renderToString(
    <QueryClientProvider client={client}>
      <PaymentEventsList onView={() => {}} />
    </QueryClientProvider>,
  )
}

const event = {
  type: 'payment.paid',
  receivedAt: '2026-11-28T04:00:00.000Z',
  state: 'attention' as const,
  amountCentavos: 12_345,
}

describe('the payment events needing attention above the orders', () => {
  it('lists each with its reason, an order to open, or none', () => {
    const html = eventsList({
      total: 2,
      items: [
        {
          ...event,
          eventId: 'evt_1',
          orderId: 'E2E-1764300000000',
          paymentId: 'pay_1',
          reason: attentionReasons.orderCancelled,
        },
        {
          ...event,
          eventId: 'evt_2',
          orderId: null,
          paymentId: 'pay_2',
          reason: attentionReasons.unknownOrder,
        },
      ],
    }).replaceAll('&#x27;', "'")
    expect(html).toContain('Payment events needing attention')
    expect(html).toContain(attentionReasons.orderCancelled)
    expect(html).toContain(attentionReasons.unknownOrder)
    expect(html).toMatch(/<button[^>]*>Order <!-- -->E2E-1764300000000<\/button>/)
    expect(html).toContain('No order')
    expect(html).toContain('₱123.45')
    expect(html).not.toContain('Showing the newest')
  })

  it('says when there is none, and when it shows only the newest', () => {
    expect(eventsList({ total: 0, items: [] })).toContain('No payment events need attention.')
    const many = eventsList({
      total: 60,
      items: [{ ...event, eventId: 'evt_1', orderId: null, paymentId: null, reason: null }],
    })
    expect(many).toContain('Showing the newest <!-- -->1<!-- --> of <!-- -->60')
  })
})

describe("the orders table's payment cell", () => {
  const cell = (row: Parameters<typeof OrderPaymentCell>[0]['order']) =>
    renderToString(
      <table>
        <tbody>
          <tr>
            <OrderPaymentCell order={row} />
          </tr>
        </tbody>
      </table>,
    )
  it('shows the method and payment id of an order paid online', () => {
    const html = cell({
      paymentMethod: 'online',
      onlinePaymentId: 'pay_9',
      onlineMethodType: 'paymaya',
    })
    expect(html).toContain('Paid online (Maya)')
    expect(html).toContain('pay_9')
  })
  it('shows the method of the others', () => {
    expect(cell({ paymentMethod: 'cod', onlinePaymentId: null, onlineMethodType: null })).toContain(
      'Cash on Delivery',
    )
    expect(
      cell({ paymentMethod: 'online', onlinePaymentId: null, onlineMethodType: null }),
    ).toContain('Online payment (PayMongo)')
  })
})
