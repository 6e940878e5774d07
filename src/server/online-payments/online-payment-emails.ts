import type { Queryable } from '#server/db/client.ts'
import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import {
  balanceFields,
  type PaidOrder,
  queueShopperPaymentEmail,
} from '#server/payments/payment-emails.ts'
import { type Centavos, formatPeso } from '#shared/money.ts'
import {
  GATEWAY_NAME,
  type OnlineSessionPurpose,
  onlinePaymentMessages,
  reportedMethodLabel,
} from '#shared/online-payment.ts'

/** What the gateway confirmed, as the 'Payment verified' email tells it. */
export interface ConfirmedOnlinePayment {
  purpose: OnlineSessionPurpose
  paymentId: string
  methodType: string | null
  receivedCentavos: Centavos
  /** What is open after it: positive, still to pay; negative, to refund; 0 when none. */
  balanceCentavos: Centavos
}

/** The order's page, opening the balance payment ('Pay ₱… online'). */
export const payBalanceUrl = (statusUrl: string) => `${statusUrl}?pay=balance`

/**
 * The 'Payment verified' email of an online payment (issue 32 §1): what the gateway
 * confirmed and with what, and what is left (a balance to pay online, or a refund to the
 * original payment method).
 */
export function onlinePaymentVerifiedEmail(
  order: PaidOrder,
  paid: ConfirmedOnlinePayment,
  siteName: string,
  statusUrl: string,
): RenderedEmail {
  const balance = paid.balanceCentavos
  const what = paid.purpose === 'balance' ? 'balance payment' : 'payment'
  const left =
    balance > 0
      ? ` ${onlinePaymentMessages.balanceHint(balance)}`
      : balance < 0
        ? ` We will refund ${formatPeso(-balance)} to your original payment method.`
        : ''
  return renderEmail(siteName, `Payment verified for your order ${order.orderId}`, {
    heading: 'Payment Verified',
    intro: `Hi ${order.customerName}, we have received your ${what} of ${formatPeso(paid.receivedCentavos)} for order ${order.orderId} through ${GATEWAY_NAME}. Thank you!${left}`,
    fields: [
      ['Order ID', order.orderId],
      ['Received', formatPeso(paid.receivedCentavos)],
      ['Paid with', reportedMethodLabel(paid.methodType)],
      ...balanceFields(balance),
      ['Payment ID', paid.paymentId],
    ],
    closing:
      balance > 0
        ? `${onlinePaymentMessages.payBalance(balance)}: ${payBalanceUrl(statusUrl)}`
        : `Follow your order at ${statusUrl}`,
  })
}

/** Queues it in the caller's transaction (payment-emails.ts: a fresh order link, the site origin). */
export function queueOnlinePaymentVerifiedEmail(
  tx: Queryable,
  order: PaidOrder,
  paid: ConfirmedOnlinePayment,
  baseUrl: string,
  now: Date,
): Promise<void> {
  return queueShopperPaymentEmail(
    tx,
    order,
    'payment_verified',
    ({ siteName, statusUrl }) => onlinePaymentVerifiedEmail(order, paid, siteName, statusUrl),
    baseUrl,
    now,
  )
}
