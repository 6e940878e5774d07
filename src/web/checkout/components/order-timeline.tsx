import { type OrderStatus, orderStatusLabels } from '#shared/order-status.ts'
import type { OrderTimelineEntry } from '#shared/schemas/orders.ts'
import { formatManilaTime } from '#web/checkout/order-format.ts'

const label = (status: string) => orderStatusLabels[status as OrderStatus] ?? status

/** Status changes, oldest first, with the time in Manila. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  return (
    <section aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading" className="text-lg font-bold text-stone-900">
        Timeline
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-stone-200 pl-4">
        {entries.map((entry) => (
          <li key={`${entry.createdAt}|${entry.status}|${entry.note}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700"
            />
            <p className="font-semibold text-stone-900">{label(entry.status)}</p>
            <p className="text-sm text-stone-700">{entry.note}</p>
            <p className="text-sm text-stone-600">
              <time dateTime={entry.createdAt}>{formatManilaTime(entry.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
