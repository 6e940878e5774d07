import { formatManilaDateTime } from '#shared/manila-time.ts'
import { NOTE_STATUS, orderStatuses, orderStatusLabels } from '#shared/order-status.ts'
import type { OrderTimelineEntry } from '#shared/schemas/orders.ts'
import { OrderDialogSection } from './order-dialog-section.tsx'

function entryLabel(status: string): string {
  if (status === NOTE_STATUS) return 'Internal note'
  const known = orderStatuses.find((s) => s === status)
  return known ? orderStatusLabels[known] : status
}

/** Every status change and internal note, oldest first, with when and who. */
export function OrderTimeline({ timeline }: { timeline: OrderTimelineEntry[] }) {
  return (
    <OrderDialogSection headingId="order-timeline-heading" title="Timeline">
      <ol className="mt-2 space-y-3 border-l-2 border-stone-200 pl-4">
        {timeline.map((entry, index) => (
          // Entries are only ever appended, so the index is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="text-sm">
            <p className="font-semibold text-stone-900">{entryLabel(entry.status)}</p>
            <p className="text-stone-700">
              <time dateTime={entry.createdAt}>{formatManilaDateTime(entry.createdAt)}</time>
              {entry.by && <> · {entry.by}</>}
            </p>
            {entry.note && (
              <p className="mt-1 break-words whitespace-pre-line text-stone-900">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </OrderDialogSection>
  )
}
