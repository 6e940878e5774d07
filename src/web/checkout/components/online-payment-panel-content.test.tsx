import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { onlinePaymentMessages, onlinePaymentScreenTexts } from '#shared/online-payment.ts'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import {
  awaitingOnlinePayment as open,
  paidOnlinePayment as paid,
} from '#tests/support/fixtures/online-payment-status-fixtures.ts'
import { OnlinePaymentPanelContent } from './online-payment-panel-content.tsx'

/** The panel as the server renders the order page at `search`. */
function panel(onlinePayment: OnlinePaymentStatus, search = '', status = 'pending') {
  const order = {
    paymentMethod: 'online',
    status,
    accessToken: 'AAAAAAAAAAAAAAAAAAAAAA',
    onlinePayment,
  } as unknown as PublicOrder
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/orders/AAAAAAAAAAAAAAAAAAAAAA${search}`]}>
        <OnlinePaymentPanelContent order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
const text = (s: string) => s.replaceAll("'", '&#x27;')

describe("an online order's payment on the order page", () => {
  it('confirms the payment on the way back from the gateway, never believing the redirect', () => {
    const html = panel(open, '?payment=returned')
    expect(html).toContain(onlinePaymentMessages.confirming)
    expect(html).toContain(onlinePaymentMessages.confirmingHint)
    expect(html).not.toContain(onlinePaymentMessages.tryAgain)
  })

  it('waits with the deadline, the way back to the payment page, and both ways out', () => {
    const html = panel(open)
    expect(html).toContain(onlinePaymentMessages.awaitingTitle)
    expect(html).toContain(open.deadlineText)
    expect(html).toContain(`href="${open.checkoutUrl}"`)
    expect(html).toContain(onlinePaymentScreenTexts.continueToPayment)
    expect(html).toContain(onlinePaymentMessages.tryAgain)
    expect(html).toContain(onlinePaymentMessages.payCashInstead)
    expect(html).not.toContain(onlinePaymentMessages.notPaid)
  })

  it('says the payment did not go through when the shopper left the gateway, without cash when not allowed', () => {
    const html = panel({ ...open, canPayOnDelivery: false }, '?payment=cancelled')
    expect(html).toContain(onlinePaymentMessages.notPaid)
    expect(html).toContain(onlinePaymentMessages.tryAgain)
    expect(html).not.toContain(onlinePaymentMessages.payCashInstead)
    expect(html).not.toContain(onlinePaymentScreenTexts.continueToPayment)
  })

  it('reads paid with what the gateway reported, the refunds, and the balance to pay', () => {
    const html = panel({
      ...paid,
      balanceCentavos: 5_950,
      canPayBalance: true,
      refunds: [
        { amountCentavos: 2_000, refundId: 'ref_1', state: 'succeeded', createdAt: '' },
        { amountCentavos: 1_000, refundId: 'ref_2', state: 'failed', createdAt: '' },
      ],
    })
    expect(html).toContain('Paid online (GCash)')
    expect(html).toContain('Refunded ₱20.00 (ref_1)')
    expect(html).not.toContain('ref_2')
    expect(html).toContain(text(onlinePaymentMessages.balanceHint(5_950)))
    expect(html).toMatch(/<button[^>]*>Pay ₱59.50 online<\/button>/)
  })

  it('confirms a balance paid on the way back, holding back its button meanwhile', () => {
    const owing = { ...paid, balanceCentavos: 5_950, canPayBalance: true }
    const html = panel(owing, '?payment=returned')
    expect(html).toContain(onlinePaymentMessages.confirming)
    expect(html).toContain('Paid online (GCash)')
    expect(html).not.toContain('Pay ₱59.50 online')
  })

  it('says a cancelled order takes no payment', () => {
    const html = panel(open, '', 'cancelled')
    expect(html).toContain(text('This order was cancelled, so it takes no payment.'))
    expect(html).not.toContain(onlinePaymentMessages.tryAgain)
  })
})
