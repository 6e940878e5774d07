import { MailX } from 'lucide-react'
import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { AdminSubscriber } from '#shared/schemas/admin-subscribers.ts'
import { SelectCheckbox } from '#web/admin/ui/select-checkbox.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import type { RowSelection } from '#web/lib/lists/use-row-selection.ts'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'

const headings = ['Email', 'Subscribed On', 'Source', 'Status']

/**
 * One page of subscribers with a checkbox per row and one for the whole page
 * (checked when all are, indeterminate when some are). Scrolls sideways on phones.
 */
export function SubscribersTable({
  subscribers,
  stale,
  selection,
}: {
  subscribers: AdminSubscriber[]
  stale: boolean
  selection: RowSelection<number>
}) {
  if (subscribers.length === 0) return <EmptyState icon={MailX} title="No subscribers found." />
  return (
    <section
      aria-label="Subscribers"
      className={cn('relative overflow-x-auto transition-opacity', stale && 'opacity-60')}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <TableHeader
          columns={[
            {
              key: 'select-all',
              className: 'w-12 px-4 py-3',
              label: (
                <SelectCheckbox
                  label="Select all subscribers on this page"
                  checked={selection.all.checked}
                  indeterminate={selection.all.indeterminate}
                  onChange={(checked) =>
                    selection.check(
                      subscribers.map((s) => s.id),
                      checked,
                    )
                  }
                />
              ),
            },
            ...headings,
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {subscribers.map((subscriber) => (
            <tr
              key={subscriber.id}
              className={cn(
                'hover:bg-cream-50',
                selection.isSelected(subscriber.id) && 'bg-cream-50',
              )}
            >
              <td className="px-4 py-3">
                <SelectCheckbox
                  label={`Select ${subscriber.email}`}
                  checked={selection.isSelected(subscriber.id)}
                  onChange={(checked) => selection.check([subscriber.id], checked)}
                />
              </td>
              <td className="px-4 py-3 font-medium break-all text-stone-900">{subscriber.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                <time dateTime={subscriber.createdAt}>
                  {formatManilaDateTime(subscriber.createdAt)}
                </time>
              </td>
              <td className="px-4 py-3 text-stone-700">{subscriber.source}</td>
              <td className="px-4 py-3">
                <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
                  {subscriber.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
