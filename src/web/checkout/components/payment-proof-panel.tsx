import { useState } from 'react'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import { paymentMessages, paymentStateLabels } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import type { OrderPayment } from '#shared/schemas/payments.ts'
import { formatManilaTime } from '#web/checkout/order-format.ts'
import { balanceNote } from '#web/checkout/packed-order.ts'
import {
  nextProofPurpose,
  proofFormVisibility,
  waitsForFinalAmount,
} from '#web/checkout/payment-proof-form-visibility.ts'
import { Badge, type BadgeTone } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { LazyGcashInstructions } from './lazy-gcash-instructions.tsx'
import { PROOF_FILE_INPUT_ID, UploadProofForm } from './upload-proof-form.tsx'

const stateTones: Record<OrderPayment['state'], BadgeTone> = {
  awaiting: 'amber',
  submitted: 'neutral',
  verified: 'green',
  rejected: 'brand',
}

/** What the shopper is to do next, state by state. */
const stateHints: Record<OrderPayment['state'], string> = {
  awaiting:
    'Send the amount due to our GCash account, then upload the screenshot and the reference number here.',
  submitted: paymentMessages.proofSubmittedDescription,
  verified: 'Thank you: we have received your payment.',
  rejected: 'We could not verify your proof of payment.',
}

/**
 * A GCash order's payment as its shopper sees it on the confirmation and the status
 * page: where it stands, what to send where, the proof sent last, and the form for
 * a (new) proof while the shop still takes one. Nothing for cash on delivery; an
 * order from before proofs existed keeps the plain GCash details.
 */
export function PaymentProofPanel({ order }: { order: PublicOrder }) {
  const { payment } = order
  if (order.paymentMethod !== 'gcash') return null
  if (!payment) return order.gcash ? <LazyGcashInstructions gcash={order.gcash} /> : null
  return <GcashPayment order={order} payment={payment} />
}

function GcashPayment({ order, payment }: { order: PublicOrder; payment: OrderPayment }) {
  // A proof already waiting for staff: another one only when the shopper asks.
  const [replacing, setReplacing] = useState(false)
  const cancelled = order.status === 'cancelled'
  const visibility = proofFormVisibility(order)
  const formShown = visibility === 'open' || (visibility === 'on-request' && replacing)
  // Paid before packing and packed heavier: the remainder goes to the same GCash account.
  const owesRemainder = (payment.balanceCentavos ?? 0) > 0 && !payment.balanceSettled
  // Pay after we weigh, not yet weighed: nothing to send until the final amount comes.
  const waiting = waitsForFinalAmount(order)
  const owesMoney = !cancelled && !waiting && (payment.state !== 'verified' || owesRemainder)
  const balance = balanceNote(payment)
  const purpose = nextProofPurpose(order)
  // The newest proof is of a balance (issue 28 §1): the payment itself stays verified.
  const balanceProof = payment.proofPurpose === 'balance' ? payment.proofState : null

  return (
    <section
      aria-labelledby="payment-proof-heading"
      className="grid gap-4 rounded-lg border border-stone-200 p-4 text-stone-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-proof-heading" className="text-lg font-bold text-stone-900">
          GCash Payment
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <span className="sr-only">Payment status:</span>
          <Badge tone={stateTones[payment.state]}>{paymentStateLabels[payment.state]}</Badge>
        </p>
      </div>
      <dl className="flex justify-between gap-4">
        <dt>
          {payment.state === 'verified'
            ? 'Amount paid'
            : waiting
              ? 'Estimated amount'
              : 'Amount due'}
        </dt>
        <dd className="font-bold text-stone-900 tabular-nums">
          {/* Once paid, the amount due follows the packed weights; what was paid does not. */}
          {formatPeso(
            payment.state === 'verified'
              ? (payment.paidCentavos ?? payment.amountDueCentavos)
              : payment.amountDueCentavos,
          )}
        </dd>
      </dl>
      {cancelled ? (
        <p>{paymentMessages.orderCancelled}</p>
      ) : waiting ? (
        <p>{payAfterWeighMessages.waitingForWeight}</p>
      ) : payment.state === 'rejected' ? (
        <RejectedNotice reason={payment.rejectionReason} deadline={payment.deadlineText} />
      ) : (
        <>
          <p>{stateHints[payment.state]}</p>
          {payment.state === 'awaiting' && payment.deadlineText && (
            <DueNotice text={payment.deadlineText} />
          )}
        </>
      )}
      {!cancelled && balance && <p className="font-medium text-stone-900">{balance}</p>}
      {!cancelled && owesRemainder && balanceProof === 'submitted' && (
        <p>{paymentMessages.proofSubmittedDescription}</p>
      )}
      {!cancelled && owesRemainder && balanceProof === 'rejected' && (
        <RejectedNotice reason={payment.rejectionReason} deadline={null} />
      )}
      {owesMoney && order.gcash && <LazyGcashInstructions gcash={order.gcash} />}
      {payment.referenceNumber !== null && (
        <SentProof order={order} payment={payment} referenceNumber={payment.referenceNumber} />
      )}
      {visibility === 'on-request' && (
        <Button
          variant="secondary"
          aria-expanded={replacing}
          aria-controls="upload-proof-form"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={() => setReplacing((open) => !open)}
        >
          Replace proof
        </Button>
      )}
      {formShown && (
        <UploadProofForm
          token={order.accessToken}
          purpose={purpose}
          onUploaded={() => setReplacing(false)}
        />
      )}
    </section>
  )
}

/**
 * By when the order is cancelled unless paid (the payment deadline, product rules §12),
 * in the words of the emails: 'Pay by Sat, Nov 28, 2:15 PM, or the order is cancelled
 * and its delivery time freed.'
 */
function DueNotice({ text }: { text: string }) {
  return <p className="font-semibold">{text}</p>
}

/** The staff's reason, the new deadline (none for a balance proof), and the way to the form just below. */
function RejectedNotice({ reason, deadline }: { reason: string | null; deadline: string | null }) {
  return (
    <div className="grid gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-brand-900">
      <p className="font-semibold">{stateHints.rejected}</p>
      {reason && (
        <p>
          <span className="font-medium">Reason:</span>{' '}
          <span className="whitespace-pre-line">{reason}</span>
        </p>
      )}
      {deadline && <DueNotice text={deadline} />}
      <Button
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        onClick={() => {
          const input = document.getElementById(PROOF_FILE_INPUT_ID)
          input?.scrollIntoView({ block: 'center' })
          input?.focus()
        }}
      >
        Upload again
      </Button>
    </div>
  )
}

/**
 * The newest proof's address. A new proof has the same one, and the page may hold
 * the old image for it whatever the server's no-store says; the time it was sent
 * (which the server's query ignores) makes each proof's address its own.
 */
function proofImageSrc(order: PublicOrder, payment: OrderPayment): string {
  const src = orderApiPaths.paymentProofImage(order.accessToken)
  return payment.submittedAt ? `${src}?${new URLSearchParams({ v: payment.submittedAt })}` : src
}

/** The newest proof, small, as the shop received it (resized, private to the order). */
function SentProof({
  order,
  payment,
  referenceNumber,
}: {
  order: PublicOrder
  payment: OrderPayment
  referenceNumber: string
}) {
  return (
    <figure className="flex flex-wrap items-start gap-3">
      {payment.proofImageRemovedAt ? (
        // Removed under the shop's retention rules (decision 0081): no broken image.
        <p className="max-w-64 text-sm text-stone-600">
          {paymentMessages.proofImageRemoved(payment.proofImageRemovedAt)}
        </p>
      ) : (
        <img
          src={proofImageSrc(order, payment)}
          alt="Your proof of payment"
          loading="lazy"
          className="h-32 w-auto max-w-32 rounded-md border border-stone-200 bg-stone-100 object-contain"
        />
      )}
      <figcaption className="min-w-0 text-sm">
        <span className="block text-stone-600">GCash reference number</span>
        <span className="block font-medium text-stone-900 tabular-nums">{referenceNumber}</span>
        {payment.submittedAt && (
          <span className="block text-stone-600">
            Sent <time dateTime={payment.submittedAt}>{formatManilaTime(payment.submittedAt)}</time>
          </span>
        )}
      </figcaption>
    </figure>
  )
}
