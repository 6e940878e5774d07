import { ExternalLink, TriangleAlert } from 'lucide-react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { type PaymentState, paymentMessages, paymentStateLabels } from '#shared/payment-state.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import type { AdminOrderPayment } from '#shared/schemas/payments.ts'
import { Badge, type BadgeTone } from '#web/ui/badge.tsx'
import { OrderDialogSection } from './order-dialog-section.tsx'
import { PackingBalance } from './packing-balance.tsx'
import { VerifyPaymentForm } from './verify-payment-form.tsx'

const stateTones: Record<Exclude<PaymentState, 'none'>, BadgeTone> = {
  awaiting: 'amber',
  submitted: 'neutral',
  verified: 'green',
  rejected: 'brand',
}

/**
 * A GCash order's payment (issue 17): where it stands, the amount due, the shopper's
 * reference number and screenshot, a flag when the number was also sent for another
 * order, Verify Payment (with the amount received) / Reject while a proof waits, and the
 * balance a short payment or packing left to settle. Nothing for cash on delivery.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const { payment } = order
  // An order paid online has its own section (online-payment.tsx): its refunds go
  // through PayMongo, never 'Mark as Settled' by hand.
  if (!payment || order.paymentMethod === 'online') return null
  return (
    <OrderDialogSection headingId="order-payment-heading" title="Payment">
      <PaymentFacts payment={payment} />
      {payment.duplicateReferenceOrderIds.length > 0 && (
        <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {paymentMessages.duplicateReference(payment.duplicateReferenceOrderIds)}
        </p>
      )}
      <PackingBalance orderId={order.orderId} payment={payment} />
      <ProofImage orderId={order.orderId} payment={payment} />
      {payment.proofState === 'submitted' && payment.proofId !== null && (
        <VerifyPaymentForm
          // A new proof starts a new form, filled with what it was asked for.
          key={payment.proofId}
          orderId={order.orderId}
          proofId={payment.proofId}
          expectedCentavos={expectedAmount(payment)}
          balanceProof={payment.proofPurpose === 'balance'}
        />
      )}
    </OrderDialogSection>
  )
}

function PaymentFacts({ payment }: { payment: AdminOrderPayment }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-stone-700">State</dt>
      <dd>
        <Badge tone={stateTones[payment.state]} className="normal-case tracking-normal">
          {paymentStateLabels[payment.state]}
        </Badge>
      </dd>
      <dt className="text-stone-700">Amount due</dt>
      <dd className="font-medium text-stone-900">{formatPeso(payment.amountDueCentavos)}</dd>
      {payment.paidCentavos !== null && (
        <>
          <dt className="text-stone-700">Paid</dt>
          <dd className="text-stone-900">{formatPeso(payment.paidCentavos)}</dd>
        </>
      )}
      {payment.proofPurpose === 'balance' && (
        <>
          <dt className="text-stone-700">Newest proof</dt>
          <dd className="text-stone-900">
            Balance payment{payment.proofState === 'submitted' ? ' (to verify)' : ''}
            {payment.proofState === 'rejected' ? ' (rejected)' : ''}
          </dd>
        </>
      )}
      {payment.proofAmountReceivedCentavos !== null && (
        <>
          <dt className="text-stone-700">Received</dt>
          <dd className="text-stone-900">
            {formatPeso(payment.proofAmountReceivedCentavos)}
            {payment.proofAmountDueCentavos !== null &&
              ` (${formatPeso(payment.proofAmountDueCentavos)} due)`}
          </dd>
        </>
      )}
      <dt className="text-stone-700">Reference number</dt>
      <dd className="font-mono break-all text-stone-900">{payment.referenceNumber ?? '—'}</dd>
      {payment.submittedAt && (
        <>
          <dt className="text-stone-700">Sent</dt>
          <dd className="text-stone-900">
            <time dateTime={payment.submittedAt}>{formatManilaDateTime(payment.submittedAt)}</time>
          </dd>
        </>
      )}
      {payment.reviewedBy && (
        <>
          <dt className="text-stone-700">Reviewed</dt>
          <dd className="text-stone-900">
            {payment.reviewedBy}
            {payment.reviewedAt && (
              <>
                {' · '}
                <time dateTime={payment.reviewedAt}>
                  {formatManilaDateTime(payment.reviewedAt)}
                </time>
              </>
            )}
          </dd>
        </>
      )}
      {payment.proofState === 'rejected' && payment.rejectionReason && (
        <>
          <dt className="text-stone-700">Reason</dt>
          <dd className="break-words whitespace-pre-line text-stone-900">
            {payment.rejectionReason}
          </dd>
        </>
      )}
    </dl>
  )
}

/**
 * The newest screenshot, served to staff only (never under /media). Its stored size
 * reserves the space before it loads; the link opens it full size to read small print.
 */
function ProofImage({ orderId, payment }: { orderId: string; payment: AdminOrderPayment }) {
  if (payment.proofImageRemovedAt) {
    // Removed under the retention rules (decision 0081): the number and amounts above stay.
    return (
      <p className="mt-3 text-sm text-stone-700">
        {paymentMessages.proofImageRemoved(payment.proofImageRemovedAt)}
      </p>
    )
  }
  if (!payment.proofImageUrl) {
    return <p className="mt-3 text-sm text-stone-700">No proof of payment has been sent yet.</p>
  }
  return (
    <figure className="mt-3 space-y-2">
      <img
        src={payment.proofImageUrl}
        alt={`Proof of payment for ${orderId}`}
        width={payment.proofWidth ?? undefined}
        height={payment.proofHeight ?? undefined}
        className="h-auto max-h-96 w-auto max-w-full rounded-lg border border-stone-200 bg-stone-50 object-contain"
      />
      <figcaption>
        <a
          href={payment.proofImageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open full size<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}

/** What 'Amount received' starts with: the balance for a balance proof, else the amount due. */
function expectedAmount(payment: AdminOrderPayment): number {
  if (payment.proofPurpose === 'balance' && (payment.balanceCentavos ?? 0) > 0) {
    return payment.balanceCentavos ?? 0
  }
  return payment.proofAmountDueCentavos ?? payment.amountDueCentavos
}
