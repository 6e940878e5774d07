import { TriangleAlert } from 'lucide-react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { formatPeso } from '#shared/money.ts'
import { paymentFilterLabels } from '#shared/online-payment.ts'
import type { PaymentEventList } from '#shared/schemas/online-payments.ts'
import { usePaymentEvents } from '#web/admin/orders/api/get-payment-events.ts'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { Button } from '#web/ui/button.tsx'

/**
 * Above the orders when the Payments filter is 'Payment events needing attention' (issue
 * 32 §5): the gateway's events staff must look at, newest first, those naming no order of
 * the shop too (the table below cannot list those). An event's order opens its dialog.
 */
export function PaymentEventsList({ onView }: { onView: (orderId: string) => void }) {
  const events = usePaymentEvents()
  return (
    <section
      aria-labelledby="payment-events-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="payment-events-heading" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {paymentFilterLabels.attention}
      </h2>
      <QueryPanel
        query={events}
        loadingLabel="Loading payment events"
        errorMessage="The payment events could not be loaded."
        className=""
        compact
      >
        {(data) => <EventItems list={data} onView={onView} />}
      </QueryPanel>
    </section>
  )
}

function EventItems({
  list,
  onView,
}: {
  list: PaymentEventList
  onView: (orderId: string) => void
}) {
  if (list.items.length === 0) {
    return <p className="mt-2">No payment events need attention.</p>
  }
  return (
    <>
      <ul className="mt-2 divide-y divide-amber-200">
        {list.items.map((event) => (
          <li key={event.eventId} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{event.reason ?? event.type}</p>
              <p className="break-all">
                <time dateTime={event.receivedAt}>{formatManilaDateTime(event.receivedAt)}</time>
                {' · '}
                {event.type}
                {event.paymentId && <span className="font-mono"> · {event.paymentId}</span>}
                {event.amountCentavos !== null && <> · {formatPeso(event.amountCentavos)}</>}
              </p>
            </div>
            {event.orderId ? (
              // Named apart from the table's 'View order …' below, which lists the same order.
              <Button size="sm" variant="secondary" onClick={() => onView(event.orderId!)}>
                Order {event.orderId}
              </Button>
            ) : (
              <span className="text-amber-900">No order</span>
            )}
          </li>
        ))}
      </ul>
      {list.total > list.items.length && (
        <p className="mt-2">
          Showing the newest {list.items.length} of {list.total}.
        </p>
      )}
    </>
  )
}
