import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { formatPeso } from '#shared/money.ts'
import {
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  type ShippingZoneInput,
  shippingZoneInputSchema,
} from '#shared/schemas/admin-settings.ts'
import { AmountInput } from '#web/admin/catalog/amount-input.tsx'
import { reportSaveError } from '#web/admin/catalog/apply-field-errors.ts'
import { useAddShippingZone } from '#web/admin/settings/api/shipping-zones.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.ts'

const empty: ShippingZoneInput = { zoneName: '', rate: '' }

/** Adds a delivery zone; checkout offers it at once. */
export function AddShippingZoneForm() {
  const form = useForm<ShippingZoneInput, unknown, { zoneName: string; rate: number }>({
    resolver: zodResolver(shippingZoneInputSchema),
    defaultValues: empty,
  })
  const add = useAddShippingZone()
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(
    (values) =>
      add.mutateAsync(form.getValues()).then(
        (zone) => {
          form.reset(empty)
          toast.success('Shipping Zone Added', {
            description: `${zone.zoneName} (${formatPeso(values.rate)}) is now offered at checkout.`,
          })
        },
        (error: unknown) =>
          reportSaveError(
            form as unknown as UseFormReturn<ShippingZoneInput>,
            error,
            ['zoneName', 'rate'],
            'Shipping Zone Not Added',
          ),
      ),
    () => {
      if (isZoneInfoMissing(form.getValues())) {
        toast.error('Missing Information', { description: MISSING_ZONE_MESSAGE })
      }
    },
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <FormField id="zone-name" label="Zone name" error={errors.zoneName?.message}>
        {(control) => (
          <Input {...control} placeholder="e.g. Cavite" {...form.register('zoneName')} />
        )}
      </FormField>
      <FormField id="zone-rate" label="Rate (₱)" error={errors.rate?.message}>
        {(control) => (
          <AmountInput {...control} step="0.01" placeholder="150.00" {...form.register('rate')} />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add Zone'}
      </Button>
    </form>
  )
}
