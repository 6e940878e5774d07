import { Link } from 'react-router'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import { paths } from '#shared/paths.ts'
import { timelineEventLabels } from '#shared/price-lowering.ts'
import type { LoweredEntry } from '#shared/schemas/dashboard.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline'

/**
 * Issue 29: what an admin lowered today after checkout, so it is seen the same day: each
 * packed weight below the tolerance and each refund settled, with the order, who did it,
 * when, and the timeline's sentence (the line, the weights, the amount).
 */
export function LoweredToday({ entries }: { entries: readonly LoweredEntry[] }) {
  return (
    <DashboardPanel title="Lowered and refunded today">
      {entries.length === 0 ? (
        <p className="text-sm text-stone-700">Nothing lowered or refunded today.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={`${entry.orderId}-${entry.at}-${entry.event}`} className="py-3 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  to={`${paths.admin.orders}?${new URLSearchParams({ q: entry.orderId })}`}
                  className={`font-mono ${linkClasses}`}
                >
                  {entry.orderId}
                </Link>
                <span className="font-semibold text-stone-900">
                  {timelineEventLabels[entry.event]}
                </span>
              </p>
              <p className="mt-1 break-words text-stone-800">{entry.note}</p>
              <p className="mt-1 text-xs text-stone-600">
                By {entry.by ?? 'a former staff member'} ·{' '}
                <time dateTime={entry.at}>{formatManilaDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}
