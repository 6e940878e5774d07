import type { UseQueryResult } from '@tanstack/react-query'
import { useController, useFormContext } from 'react-hook-form'
import {
  deliveryDateLabel,
  deliveryMessages,
  formatDeliveryWindow,
} from '#shared/delivery-schedule.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import type { CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { choiceOnDate, isFullDate, serverNow } from '#web/checkout/delivery-choice.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { FieldError } from '#web/ui/field-error.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Select } from '#web/ui/select.tsx'
import { DeliveryTimesOffline } from './delivery-times-offline.tsx'

const dateId = 'checkout-deliveryDate'
const timeId = 'checkout-deliveryWindowId'

interface DeliverySlotFieldsProps {
  /** The chosen zone, or undefined before one is chosen. */
  zoneId: number | undefined
  slots: UseQueryResult<DeliverySlots>
}

/**
 * 'Delivery Date' and 'Delivery Time' for the chosen zone, once it is chosen. The
 * choice itself (preselecting the earliest open window, keeping it across refreshes)
 * is the checkout form's; here the shopper changes it. Offline, times loaded earlier
 * in this visit stay choosable (the order is only placed online, and the server checks
 * its time then); times never loaded say they need a connection.
 */
export function DeliverySlotFields({ zoneId, slots }: DeliverySlotFieldsProps) {
  const online = useOnline()
  if (zoneId === undefined) return null
  if (slots.data === undefined && !online) {
    return (
      <div className="sm:col-span-2">
        {/* Keyed by zone: another zone's times last seen are read afresh. */}
        <DeliveryTimesOffline key={zoneId} zoneId={zoneId} />
      </div>
    )
  }
  return (
    <div className="grid gap-4 sm:col-span-2">
      <QueryBoundary
        query={slots}
        pending={<p className="text-sm text-stone-600">Loading delivery times…</p>}
        loadError={{ message: 'We could not load the delivery times.' }}
      >
        {(loaded) =>
          loaded.dates.some((day) => !isFullDate(day)) ? (
            <DeliveryChoiceFields slots={loaded} />
          ) : (
            <p role="alert" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {deliveryMessages.noneLeft}
            </p>
          )
        }
      </QueryBoundary>
    </div>
  )
}

function DeliveryChoiceFields({ slots }: { slots: DeliverySlots }) {
  const { control } = useFormContext<CheckoutFormInput>()
  const date = useController({ control, name: 'deliveryDate' })
  const time = useController({ control, name: 'deliveryWindowId' })
  const now = serverNow(slots)
  const day = slots.dates.find((d) => d.date === date.field.value)
  const windowError = time.fieldState.error?.message
  // A refused window is focused through this radio: the chosen one, else the first open one.
  const focusedId = time.field.value ?? day?.windows.find((w) => !w.full)?.id

  const chooseDate = (next: string) => {
    const choice = choiceOnDate(slots.dates, next, time.field.value)
    date.field.onChange(choice.date)
    time.field.onChange(choice.windowId)
  }

  return (
    <>
      <FormField label="Delivery Date" id={dateId} error={date.fieldState.error?.message}>
        {(c) => (
          <Select
            {...c}
            aria-required="true"
            name={date.field.name}
            ref={date.field.ref}
            value={date.field.value ?? ''}
            onChange={(e) => chooseDate(e.target.value)}
            onBlur={date.field.onBlur}
          >
            {slots.dates.map((d) => (
              <option key={d.date} value={d.date} disabled={isFullDate(d)}>
                {deliveryDateLabel(d.date, now)}
                {isFullDate(d) ? ' (Full)' : ''}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset aria-describedby={windowError ? `${timeId}-error` : undefined} className="min-w-0">
        <legend className="text-sm font-medium text-stone-800">Delivery Time</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-3">
          {day?.windows.map((w) => {
            const checked = w.id === time.field.value
            return (
              <label
                key={w.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-cream-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-disabled:text-stone-600"
              >
                <input
                  type="radio"
                  name={time.field.name}
                  value={w.id}
                  checked={checked}
                  disabled={w.full}
                  ref={w.id === focusedId ? time.field.ref : undefined}
                  onChange={() => time.field.onChange(w.id)}
                  onBlur={time.field.onBlur}
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span className="font-medium text-stone-900">{formatDeliveryWindow(w)}</span>
                {w.full && (
                  <>
                    {' '}
                    <span className="ml-auto rounded bg-stone-200 px-1.5 py-0.5 text-xs font-bold text-stone-900">
                      Full
                    </span>
                  </>
                )}
              </label>
            )
          })}
        </div>
        <FieldError id={`${timeId}-error`} message={windowError} />
      </fieldset>
    </>
  )
}
