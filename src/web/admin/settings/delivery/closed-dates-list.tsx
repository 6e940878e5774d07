import { Trash2 } from 'lucide-react'
import type { ClosedDate } from '#shared/schemas/delivery.ts'
import { useRemoveClosedDate } from '#web/admin/settings/delivery/api/remove-closed-date.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import { formatClosedDate } from './format-closed-date.ts'

/** The days the shop does not deliver, from today on, each with a Remove button. */
export function ClosedDatesList({ closedDates }: { closedDates: ClosedDate[] }) {
  const remove = useRemoveClosedDate()
  if (closedDates.length === 0)
    return <p className="text-sm text-stone-600">No closed dates ahead.</p>
  const removeDate = (closed: ClosedDate) =>
    void remove.mutateAsync(closed).then(
      () =>
        toast.success('Closed Date Removed', {
          description: `We deliver on ${formatClosedDate(closed.date)} again.`,
        }),
      (error) => toast.error('Closed Date Not Removed', { description: apiErrorMessage(error) }),
    )
  return (
    <ul aria-label="Closed dates" className="divide-y divide-stone-100">
      {closedDates.map((closed) => (
        <li key={closed.date} className="flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{formatClosedDate(closed.date)}</p>
            <p className="truncate text-sm text-stone-600">{closed.name}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending && remove.variables?.date === closed.date}
            onClick={() => removeDate(closed)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {formatClosedDate(closed.date)}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
