import { type ClosedDateInput, closedDateInputSchema } from '#shared/schemas/delivery.ts'
import {
  closedDateOrdersOf,
  useAddClosedDate,
} from '#web/admin/settings/delivery/api/add-closed-date.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'
import { formatClosedDate } from './format-closed-date.ts'
import type { PendingClosing } from './pending-closing.ts'

const empty: ClosedDateInput = { date: '', name: '' }

/**
 * Closes the shop on a date (a stock-taking day, a holiday the library lacks). A date
 * that holds orders is not closed: the orders go to `onHoldsOrders` (move or keep open).
 */
export function AddClosedDateForm({
  onHoldsOrders,
}: {
  onHoldsOrders: (pending: PendingClosing) => void
}) {
  const add = useAddClosedDate()
  const { form, onSubmit, pending } = useApiForm({
    schema: closedDateInputSchema,
    defaultValues: empty,
    fieldNames: ['date', 'name'],
    submit: (_checked, typed) => add.mutateAsync(typed),
    onSuccess: (closed, form) => {
      form.reset(empty)
      toast.success('Closed Date Added', {
        description: `No deliveries on ${formatClosedDate(closed.date)}.`,
      })
    },
    // 'That date is already closed.' (409) belongs beside the date too.
    onFailure: (error, form) => {
      const orders = closedDateOrdersOf(error)
      if (orders && isApiError(error)) {
        const { date, name } = form.getValues()
        onHoldsOrders({
          closing: { date, name: name.trim() },
          orders,
          message: error.message,
          holiday: false,
        })
        return true
      }
      const message = isApiError(error) && error.status === 409 ? error.fields?.date : undefined
      if (!message) return false
      form.setError('date', { message }, { shouldFocus: true })
      return true
    },
    failureTitle: 'Closed Date Not Added',
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
    >
      <LabelledField form={form} name="date" id="closed-date" label="Date" type="date" />
      <LabelledField
        form={form}
        name="name"
        id="closed-date-reason"
        label="Reason"
        placeholder="e.g. Stock-taking"
      />
      <Button type="submit" className="sm:mt-6" disabled={pending}>
        {pending ? 'Adding...' : 'Add Closed Date'}
      </Button>
    </form>
  )
}
