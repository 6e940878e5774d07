import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import {
  type AdminZoneSchedule,
  MAX_WINDOWS_PER_ZONE,
  zoneScheduleInputOf,
  zoneScheduleInputSchema,
} from '#shared/schemas/delivery.ts'
import { useSaveZoneSchedule } from '#web/admin/settings/delivery/api/save-zone-schedule.ts'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { WholeNumberInput } from '#web/admin/ui/form/whole-number-input.tsx'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'
import { nextWindow, weekdayLabels, zoneScheduleFieldNames } from './zone-schedule-values.ts'

/**
 * One zone's delivery schedule: its days, same-day cutoff, preparation time, how far
 * ahead a shopper may book, and its time windows with their capacities. Saved whole;
 * the server's refusals (a capacity below the orders booked) show beside the field.
 */
export function ZoneScheduleForm({ zone }: { zone: AdminZoneSchedule }) {
  const save = useSaveZoneSchedule(zone.zoneId)
  const { form, onSubmit, pending } = useApiForm({
    schema: zoneScheduleInputSchema,
    defaultValues: zoneScheduleInputOf(zone),
    fieldNames: zoneScheduleFieldNames,
    submit: (_checked, typed) => save.mutateAsync(typed),
    onSuccess: (saved, form) => {
      // The saved windows carry ids now: the next save updates them instead of adding.
      form.reset(zoneScheduleInputOf(saved))
      toast.success('Delivery Schedule Saved', {
        description: `${saved.zoneName}: ${saved.windows.map(formatDeliveryWindow).join(', ')}.`,
      })
    },
    failureTitle: 'Delivery Schedule Not Saved',
  })
  const windows = useFieldArray({ control: form.control, name: 'windows', keyName: 'key' })
  const { errors } = form.formState
  const weekdays = form.watch('weekdays')
  const sameDay = form.watch('sameDay')
  const id = (name: string) => `zone-${zone.zoneId}-${name}`

  const toggleWeekday = (day: number, on: boolean) => {
    const next = on ? [...weekdays, day].sort() : weekdays.filter((d) => d !== day)
    form.setValue('weekdays', next, { shouldDirty: true })
    if (next.length > 0) form.clearErrors('weekdays')
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset aria-describedby={errors.weekdays ? id('weekdays-error') : undefined}>
        <legend className="text-sm font-medium text-stone-800">Delivery days</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {weekdayLabels.map((label, day) => (
            <div key={label} className="flex items-center gap-2 text-sm text-stone-900">
              <Checkbox
                id={id(`day-${day}`)}
                checked={weekdays.includes(day)}
                onChange={(e) => toggleWeekday(day, e.currentTarget.checked)}
              />
              <label htmlFor={id(`day-${day}`)}>{label}</label>
            </div>
          ))}
        </div>
        <FieldError id={id('weekdays-error')} message={errors.weekdays?.message} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div className="sm:pt-6">
          <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-900">
            <input
              type="checkbox"
              role="switch"
              aria-checked={sameDay}
              className="peer sr-only"
              {...form.register('sameDay')}
            />
            <span
              aria-hidden="true"
              className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
            <span className="font-medium">Same-day delivery</span>
          </label>
        </div>
        <LabelledField
          form={form}
          name="sameDayCutoff"
          id={id('cutoff')}
          label="Same-day cutoff"
          hint="(Manila time)"
          type="time"
        />
        <LabelledField
          form={form}
          name="prepMinutes"
          registerOptions={{ valueAsNumber: true }}
          id={id('prep')}
          label="Preparation time (minutes)"
          as={WholeNumberInput}
        />
        <LabelledField
          form={form}
          name="bookingDays"
          registerOptions={{ valueAsNumber: true }}
          id={id('booking-days')}
          label="Days ahead a shopper may book"
          as={WholeNumberInput}
          min={1}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-stone-800">Delivery windows</legend>
        {windows.fields.map((field, index) => {
          const windowErrors = errors.windows?.[index]
          const windowId = id(`window-${index}`)
          return (
            <fieldset
              key={field.key}
              className="rounded-lg border border-stone-200 p-3"
              aria-describedby={windowErrors?.message ? `${windowId}-error` : undefined}
            >
              <legend className="px-1 text-sm text-stone-700">Window {index + 1}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
                <LabelledField
                  form={form}
                  name={`windows.${index}.starts`}
                  id={`${windowId}-starts`}
                  label="Starts"
                  type="time"
                />
                <LabelledField
                  form={form}
                  name={`windows.${index}.ends`}
                  id={`${windowId}-ends`}
                  label="Ends"
                  type="time"
                />
                <LabelledField
                  form={form}
                  name={`windows.${index}.capacity`}
                  registerOptions={{ valueAsNumber: true }}
                  id={`${windowId}-capacity`}
                  label="Capacity (orders)"
                  as={WholeNumberInput}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-end sm:mt-6"
                  disabled={windows.fields.length <= 1}
                  onClick={() => windows.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove window<span className="sr-only"> {index + 1}</span>
                </Button>
              </div>
              <FieldError id={`${windowId}-error`} message={windowErrors?.message} />
            </fieldset>
          )
        })}
        <FieldError
          id={id('windows-error')}
          message={errors.windows?.message ?? errors.windows?.root?.message}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={windows.fields.length >= MAX_WINDOWS_PER_ZONE}
          onClick={() => windows.append(nextWindow(form.getValues('windows')))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add window
        </Button>
      </fieldset>

      <div className="flex justify-end">
        <SaveButton pending={pending} label="Save schedule" />
      </div>
    </form>
  )
}
