import {
  closedDateMessages,
  formatHolidayDate,
  type HolidaySuggestion,
} from '#shared/closed-dates.ts'
import {
  closedDateOrdersOf,
  useAddClosedDate,
} from '#web/admin/settings/delivery/api/add-closed-date.ts'
import { useKeepHolidayOpen } from '#web/admin/settings/delivery/api/keep-holiday-open.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.ts'
import { formatClosedDate } from './format-closed-date.ts'
import type { PendingClosing } from './pending-closing.ts'

/**
 * This year's and next year's regular holidays the admin has not answered: each asks
 * 'Close on Rizal Day, Wed 30 Dec?' with Close and Keep open. Nothing closes by itself;
 * Christmas Day and New Year's Day say 'Suggested: closed'. Closing a holiday that
 * holds orders opens the same move-or-keep-open panel as the form.
 */
export function HolidaySuggestions({
  suggestions,
  onHoldsOrders,
}: {
  suggestions: HolidaySuggestion[]
  onHoldsOrders: (pending: PendingClosing) => void
}) {
  const add = useAddClosedDate()
  const keepOpen = useKeepHolidayOpen()
  if (suggestions.length === 0) return null
  const busy = (h: HolidaySuggestion) =>
    (add.isPending && add.variables?.date === h.date) ||
    (keepOpen.isPending && keepOpen.variables?.date === h.date)

  const close = (h: HolidaySuggestion) =>
    void add.mutateAsync({ date: h.date, name: h.name }).then(
      (closed) =>
        toast.success('Closed Date Added', {
          description: `No deliveries on ${formatClosedDate(closed.date)}.`,
        }),
      (error) => {
        const orders = closedDateOrdersOf(error)
        if (orders) {
          onHoldsOrders({
            closing: { date: h.date, name: h.name },
            orders,
            message: error.message,
            holiday: true,
          })
        } else toast.error('Closed Date Not Added', { description: apiErrorMessage(error) })
      },
    )
  const keep = (h: HolidaySuggestion) =>
    void keepOpen.mutateAsync(h).then(
      () =>
        toast.success('Kept Open', {
          description: `We deliver on ${formatClosedDate(h.date)}.`,
        }),
      (error) => toast.error('Not Saved', { description: apiErrorMessage(error) }),
    )

  return (
    <section aria-labelledby="holiday-suggestions-heading" className="space-y-2">
      <h3 id="holiday-suggestions-heading" className="font-semibold text-stone-900">
        Holidays
      </h3>
      <p className="text-sm text-stone-600">
        Regular holidays are not closed by themselves. Close the ones you do not deliver on.
      </p>
      <ul aria-label="Holiday suggestions" className="divide-y divide-stone-100">
        {suggestions.map((h) => {
          const question = closedDateMessages.holidayQuestion(h)
          const which = ` on ${h.name}, ${formatHolidayDate(h.date)}`
          return (
            <li
              key={h.date}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{question}</p>
                {h.suggestedClosed && (
                  <Badge tone="amber" className="mt-1 normal-case tracking-normal">
                    {closedDateMessages.suggestedClosed}
                  </Badge>
                )}
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant={h.suggestedClosed ? 'primary' : 'secondary'}
                  disabled={busy(h)}
                  onClick={() => close(h)}
                >
                  Close<span className="sr-only">{which}</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={busy(h)} onClick={() => keep(h)}>
                  Keep open<span className="sr-only">{which}</span>
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
