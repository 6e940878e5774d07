import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { closedDateMessages } from '#shared/closed-dates.ts'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { orderStatusLabels } from '#shared/order-status.ts'
import type { AdminZoneSchedule } from '#shared/schemas/delivery.ts'
import { useAddClosedDate } from '#web/admin/settings/delivery/api/add-closed-date.ts'
import { useKeepHolidayOpen } from '#web/admin/settings/delivery/api/keep-holiday-open.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { Select } from '#web/ui/select.tsx'
import { toast } from '#web/ui/toast.ts'
import { formatClosedDate } from './format-closed-date.ts'
import type { PendingClosing } from './pending-closing.ts'

interface MoveValues {
  date: string
  /** Per zone id: a window id, or '' for each order's own time. */
  windows: Record<string, string>
}

/**
 * A date the admin is closing holds orders: they are listed (id, name, window, status)
 * and the admin either moves them all to one date, each zone's orders into a window
 * chosen for the zone or else their own time, or keeps the date open. Nothing closes
 * until one of the two is chosen; a refused move (a full window) says why here.
 */
export function MoveOrdersPanel({
  pending,
  zones,
  onDone,
}: {
  pending: PendingClosing
  zones: AdminZoneSchedule[]
  /** `closed`: the date was closed with its orders moved; false: kept open. */
  onDone: (closed: boolean) => void
}) {
  const { closing, orders } = pending
  const add = useAddClosedDate()
  const keepOpen = useKeepHolidayOpen()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<MoveValues>({ defaultValues: { date: '', windows: {} } })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' })
    heading.current?.focus()
  }, [])

  const zoneIds = [...new Set(orders.map((o) => o.zoneId))].filter((id) => id !== null)
  const orderZones = zoneIds
    .map((id) => zones.find((z) => z.zoneId === id))
    .filter((z) => z !== undefined)
  const headingId = `move-orders-${closing.date}`
  const dateError = form.formState.errors.date?.message

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null)
    const windows = Object.entries(values.windows)
      .filter(([, windowId]) => windowId !== '')
      .map(([zoneId, windowId]) => ({ zoneId: Number(zoneId), windowId: Number(windowId) }))
    try {
      const added = await add.mutateAsync({ ...closing, moveTo: { date: values.date, windows } })
      toast.success('Closed Date Added', {
        description: `No deliveries on ${formatClosedDate(added.date)}. ${closedDateMessages.moved(added.movedOrders, values.date)}`,
      })
      onDone(true)
    } catch (error) {
      const dateField = isApiError(error) ? error.fields?.['moveTo.date'] : undefined
      if (dateField) form.setError('date', { message: dateField }, { shouldFocus: true })
      else setRefusal(apiErrorMessage(error))
    }
  })

  const keep = async () => {
    if (pending.holiday) {
      try {
        await keepOpen.mutateAsync(closing)
      } catch (error) {
        toast.error('Not Saved', { description: apiErrorMessage(error) })
        return
      }
    }
    toast.success('Date Kept Open', { description: closedDateMessages.keptOpen(closing.date) })
    onDone(false)
  }

  const busy = add.isPending || keepOpen.isPending
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-stone-900">
        {closedDateMessages.holdsOrdersHeading(orders.length, closing.date)}
      </h3>
      <p className="text-sm text-stone-800">{pending.message}</p>
      <ul aria-label="Orders on that date" className="divide-y divide-amber-200 text-sm">
        {orders.map((o) => (
          <li key={o.orderId} className="py-1.5">
            <span className="font-medium text-stone-900">{o.orderId}</span>
            {' · '}
            {o.customerName}
            {' · '}
            {o.zoneName}, {formatDeliveryWindow(o)}
            {' · '}
            {orderStatusLabels[o.status]}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField id="move-orders-date" label="Move them to" error={dateError}>
          {(control) => (
            <Input
              {...control}
              type="date"
              {...form.register('date', { required: closedDateMessages.chooseMoveDate })}
            />
          )}
        </FormField>
        {orderZones.map((zone) => (
          <FormField
            key={zone.zoneId}
            id={`move-orders-window-${zone.zoneId}`}
            label={`Delivery time in ${zone.zoneName}`}
            error={undefined}
          >
            {(control) => (
              <Select {...control} {...form.register(`windows.${zone.zoneId}`)}>
                <option value="">Each order's own time</option>
                {zone.windows.map((w) => (
                  <option key={w.id} value={w.id}>
                    {formatDeliveryWindow(w)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {add.isPending ? 'Moving...' : 'Move them all'}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void keep()}>
            Keep the date open
          </Button>
        </div>
      </form>
    </section>
  )
}
