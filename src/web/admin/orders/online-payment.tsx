import { TriangleAlert } from 'lucide-react'
import { useId, useRef } from 'react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import {
  onlinePaymentMessages,
  onlineSessionStateLabels,
  reportedMethodLabel,
} from '#shared/online-payment.ts'
import type {
  AdminOnlinePayment,
  OnlineAttempt,
  PaymentEventRow,
} from '#shared/schemas/online-payments.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useRefundOnline } from '#web/admin/orders/api/refund-online.ts'
import { useSettleBalance } from '#web/admin/orders/api/settle-balance.ts'
import { useStaffUser } from '#web/admin/require-staff.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import { OrderDialogSection } from './order-dialog-section.tsx'
import { balanceText } from './packing-format.ts'
import { newRequestKey } from './request-key.ts'

type Refund = AdminOnlinePayment['refunds'][number]

/**
 * An order paid online through PayMongo (issue 32 §5): where the payment stands, the
 * payment id, method, amount and fee, every attempt, every refund, and the events staff
 * must look at; then what packing left open: 'Refund ₱59.50 through PayMongo' (admins)
 * where money goes back, 'Collect ₱59.50 on delivery' and 'Mark as Settled' where the
 * shopper owes it. Nothing for other payment methods.
 */
export function OnlinePayment({ order }: { order: AdminOrder }) {
  const online = order.onlinePayment
  if (order.paymentMethod !== 'online' || !online) return null
  const paid = online.attempts.find((a) => a.purpose === 'payment' && a.state === 'paid')
  return (
    <OrderDialogSection headingId="order-online-payment-heading" title="Online payment">
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-700">State</dt>
        <dd>
          {online.state === 'paid' ? (
            <Badge tone="green" className="normal-case tracking-normal">
              {online.paidLabel ?? onlinePaymentMessages.paidLabel(online.methodType)}
            </Badge>
          ) : (
            <Badge tone="amber" className="normal-case tracking-normal">
              {onlinePaymentMessages.staffAwaiting}
            </Badge>
          )}
        </dd>
        {online.state === 'awaiting' && online.deadlineText && (
          <>
            <dt className="text-stone-700">Deadline</dt>
            <dd className="text-stone-900">{online.deadlineText}</dd>
          </>
        )}
        <dt className="text-stone-700">Payment ID</dt>
        <dd className="font-mono break-all text-stone-900">{online.paymentId ?? '—'}</dd>
        {online.methodType && (
          <>
            <dt className="text-stone-700">Method</dt>
            <dd className="text-stone-900">{reportedMethodLabel(online.methodType)}</dd>
          </>
        )}
        {online.state === 'paid' && (
          <>
            <dt className="text-stone-700">Paid</dt>
            <dd className="text-stone-900">{formatPeso(online.paidCentavos)}</dd>
          </>
        )}
        {paid?.feeCentavos != null && (
          <>
            <dt className="text-stone-700">PayMongo fee</dt>
            <dd className="text-stone-900">{formatPeso(paid.feeCentavos)}</dd>
          </>
        )}
        {online.refundedCentavos > 0 && (
          <>
            <dt className="text-stone-700">Refunded</dt>
            <dd className="text-stone-900">{formatPeso(online.refundedCentavos)}</dd>
          </>
        )}
      </dl>
      <OnlineBalance order={order} online={online} />
      <Refunds refunds={online.refunds} />
      <Attempts attempts={online.attempts} />
      <AttentionEvents events={online.attentionEvents} />
    </OrderDialogSection>
  )
}

/**
 * What packing left open. Money to give back: the refund button, instead of 'Mark as
 * Settled' (admins; an editor reads why it is disabled). Money owed: the rider collects
 * it, or the shopper pays it online, and staff mark it settled once it is in.
 */
function OnlineBalance({ order, online }: { order: AdminOrder; online: AdminOnlinePayment }) {
  if (online.state !== 'paid') return null
  if (online.refundableCentavos > 0) {
    return <RefundButton orderId={order.orderId} amountCentavos={online.refundableCentavos} />
  }
  if (online.balanceCentavos > 0) {
    return <CollectOnDelivery orderId={order.orderId} balanceCentavos={online.balanceCentavos} />
  }
  return null
}

function RefundButton({ orderId, amountCentavos }: { orderId: string; amountCentavos: number }) {
  const refund = useRefundOnline(orderId)
  const { role } = useStaffUser()
  const reasonId = useId()
  // A second press in the same instant, before the button shows it is busy, is dropped.
  const pressing = useRef(false)
  const mayRefund = role === 'admin'

  const onRefund = () => {
    if (pressing.current || refund.isPending) return
    pressing.current = true
    // One key per press: a request the browser or the network repeats refunds once.
    const requestKey = newRequestKey()
    void refund
      .mutateAsync({ amountCentavos, requestKey })
      .then(
        () =>
          toast.success('Refund Sent', {
            description: `${formatPeso(amountCentavos)} of order ${orderId} is on its way back through PayMongo.`,
          }),
        (error) => toast.error('Refund Not Made', { description: apiErrorMessage(error) }),
      )
      .finally(() => {
        pressing.current = false
      })
  }

  return (
    <div className="mt-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      <p className="font-medium text-stone-900">{balanceText(-amountCentavos)}</p>
      <Button
        size="sm"
        className="mt-2"
        onClick={onRefund}
        disabled={refund.isPending || !mayRefund}
        aria-describedby={mayRefund ? undefined : reasonId}
      >
        {refund.isPending ? 'Refunding...' : onlinePaymentMessages.refundButton(amountCentavos)}
      </Button>
      {!mayRefund && (
        <p id={reasonId} className="mt-1 text-stone-700">
          {onlinePaymentMessages.refundNeedsAdmin}
        </p>
      )}
    </div>
  )
}

function CollectOnDelivery({
  orderId,
  balanceCentavos,
}: {
  orderId: string
  balanceCentavos: number
}) {
  const settle = useSettleBalance(orderId)
  const onSettle = () =>
    void settle.mutateAsync(balanceCentavos).then(
      () =>
        toast.success('Difference Settled', {
          description: `Order ${orderId}'s packing difference is marked as settled.`,
        }),
      (error) => toast.error('Difference Not Settled', { description: apiErrorMessage(error) }),
    )
  return (
    <div className="mt-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      <p className="font-medium text-stone-900">
        {onlinePaymentMessages.collectOnDelivery(balanceCentavos)}
      </p>
      <Button size="sm" className="mt-2" onClick={onSettle} disabled={settle.isPending}>
        {settle.isPending ? 'Saving...' : 'Mark as Settled'}
      </Button>
    </div>
  )
}

/** 'Refunded ₱59.50 (ref_…)', 'Refund on its way', or why it failed; with who and when. */
function refundText(refund: Refund): string {
  if (refund.state === 'failed')
    return onlinePaymentMessages.refundFailed(refund.amountCentavos, null)
  if (refund.state === 'requesting' || !refund.refundId) {
    return `${onlinePaymentMessages.refundOnItsWay}: ${formatPeso(refund.amountCentavos)}`
  }
  return onlinePaymentMessages.refundedNote(refund.amountCentavos, refund.refundId)
}

function Refunds({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return null
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-stone-900">Refunds</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {refunds.map((refund) => (
          <li key={`${refund.createdAt}|${refund.refundId ?? refund.amountCentavos}`}>
            <span className="text-stone-900">{refundText(refund)}</span>
            <span className="block text-stone-700">
              <time dateTime={refund.createdAt}>{formatManilaDateTime(refund.createdAt)}</time>
              {refund.requestedBy && <> · {refund.requestedBy}</>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const purposeLabels: Record<OnlineAttempt['purpose'], string> = {
  payment: 'Payment',
  balance: 'Balance',
}

function Attempts({ attempts }: { attempts: OnlineAttempt[] }) {
  if (attempts.length === 0) return null
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-stone-900">Attempts</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {attempts.map((attempt) => (
          <li key={attempt.sessionId} className="text-stone-900">
            {purposeLabels[attempt.purpose]} {formatPeso(attempt.amountCentavos)}:{' '}
            {onlineSessionStateLabels[attempt.state]}
            {attempt.methodType && ` (${reportedMethodLabel(attempt.methodType)})`}
            {attempt.paymentId && (
              <span className="ml-1 font-mono text-xs break-all">{attempt.paymentId}</span>
            )}
            {attempt.failureReason && (
              <span className="block text-stone-700">{attempt.failureReason}</span>
            )}
            <span className="block text-stone-700">
              <time dateTime={attempt.createdAt}>{formatManilaDateTime(attempt.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function AttentionEvents({ events }: { events: PaymentEventRow[] }) {
  if (events.length === 0) return null
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <h4 className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Payment events needing attention
      </h4>
      <ul className="mt-1 space-y-1">
        {events.map((event) => (
          <li key={event.eventId}>
            {event.reason ?? event.type}
            <span className="block">
              {event.paymentId && <span className="font-mono">{event.paymentId} · </span>}
              <time dateTime={event.receivedAt}>{formatManilaDateTime(event.receivedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
