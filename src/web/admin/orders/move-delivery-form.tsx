import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  type DeliverySlotDate,
  deliveryMessages,
  deliveryText,
  formatDeliveryDate,
  formatDeliveryWindow,
} from '#shared/delivery-schedule.ts'
import { type DeliverySlots, rescheduleDeliverySchema } from '#shared/schemas/delivery.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useRescheduleDelivery } from '#web/admin/orders/api/reschedule-delivery.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Label } from '#web/ui/label.tsx'
import { Select } from '#web/ui/select.tsx'
import { toast } from '#web/ui/toast.ts'

/** The request's own schema, except that a radio gives the window's id as text. */
const moveDeliverySchema = z.object({
  deliveryDate: rescheduleDeliverySchema.shape.deliveryDate,
  deliveryWindowId: z
    .string({ message: deliveryMessages.chooseWindow })
    .min(1, deliveryMessages.chooseWindow)
    .transform(Number)
    .pipe(rescheduleDeliverySchema.shape.deliveryWindowId),
})
type MoveDeliveryValues = z.input<typeof moveDeliverySchema>

const fieldNames = ['deliveryDate', 'deliveryWindowId'] as const

/** The window to preselect on a date: `preferred` while it has room, else the first with room. */
function openWindowId(day: DeliverySlotDate | undefined, preferred?: number | null): string {
  const open = day?.windows.filter((w) => !w.full) ?? []
  const window = open.find((w) => w.id === preferred) ?? open[0]
  return window ? String(window.id) : ''
}

/** Starts on the order's own date and window when they are still offered. */
function startingValues(order: AdminOrder, slots: DeliverySlots): MoveDeliveryValues {
  const day = slots.dates.find((d) => d.date === order.delivery?.date) ?? slots.dates[0]
  return {
    deliveryDate: day?.date ?? '',
    deliveryWindowId: openWindowId(day, order.delivery?.windowId),
  }
}

/**
 * Staff move an order to another date and window (issue 16). Full windows show
 * 'Full' and cannot be chosen; a window that filled up meanwhile (409) or a date the
 * zone cannot take (422) is explained beside the control, and the choices are read again.
 */
export function MoveDeliveryForm({ order, slots }: { order: AdminOrder; slots: DeliverySlots }) {
  const reschedule = useRescheduleDelivery(order.orderId)
  const { form, onSubmit, pending } = useApiForm({
    schema: moveDeliverySchema,
    defaultValues: startingValues(order, slots),
    fieldNames,
    submit: async (checked) => {
      await reschedule.mutateAsync(checked)
      return checked
    },
    onSuccess: ({ deliveryDate, deliveryWindowId }) => {
      const window = slots.dates
        .find((d) => d.date === deliveryDate)
        ?.windows.find((w) => w.id === deliveryWindowId)
      toast.success(
        window
          ? `Delivery moved to ${deliveryText({ date: deliveryDate, ...window })}`
          : 'Delivery moved',
      )
    },
    onFailure: (error, form) => {
      // Time or other orders took the choice away: said beside the field it concerns.
      if (!isApiError(error) || error.status !== 409) return false
      const field = error.fields?.deliveryDate ? 'deliveryDate' : 'deliveryWindowId'
      form.setError(field, { message: error.message })
      return true
    },
    failureTitle: 'Delivery Not Moved',
  })
  const [date, windowId] = useWatch({
    control: form.control,
    name: ['deliveryDate', 'deliveryWindowId'],
  })
  const day = slots.dates.find((d) => d.date === date)
  const unchanged = date === order.delivery?.date && Number(windowId) === order.delivery?.windowId
  const { errors } = form.formState

  if (slots.dates.length === 0) {
    return (
      <p className="mt-3 text-sm text-stone-700">
        No delivery date is open in this zone to move to.
      </p>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Move delivery" className="mt-3 space-y-3">
      <div>
        <Label htmlFor="move-delivery-date">Delivery date</Label>
        <Select
          id="move-delivery-date"
          className="mt-1"
          aria-invalid={errors.deliveryDate ? true : undefined}
          aria-describedby={errors.deliveryDate ? 'move-delivery-date-error' : undefined}
          {...form.register('deliveryDate', {
            onChange: (event: { target: { value: string } }) => {
              const next = slots.dates.find((d) => d.date === event.target.value)
              form.setValue('deliveryWindowId', openWindowId(next, Number(windowId)))
              form.clearErrors()
            },
          })}
        >
          {slots.dates.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDeliveryDate(d.date)}
            </option>
          ))}
        </Select>
        <FieldError id="move-delivery-date-error" message={errors.deliveryDate?.message} />
      </div>
      <fieldset
        aria-describedby={errors.deliveryWindowId ? 'move-delivery-window-error' : undefined}
      >
        <legend className="text-sm font-medium text-stone-800">Delivery time</legend>
        <div className="mt-1 grid gap-2">
          {day?.windows.map((w) => (
            <label
              key={w.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-cream-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                value={String(w.id)}
                disabled={w.full}
                className="size-4 accent-brand-700"
                {...form.register('deliveryWindowId', { onChange: () => form.clearErrors() })}
              />
              <span className="text-stone-900">{formatDeliveryWindow(w)}</span>
              {w.full && <span className="ml-auto font-semibold text-brand-700">Full</span>}
            </label>
          ))}
        </div>
        <FieldError id="move-delivery-window-error" message={errors.deliveryWindowId?.message} />
      </fieldset>
      <Button type="submit" disabled={pending || unchanged}>
        {pending ? 'Moving...' : 'Move'}
      </Button>
    </form>
  )
}
