import { zodResolver } from '@hookform/resolvers/zod'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { formatPeso } from '../../../shared/money'
import {
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  type ShippingZoneInput,
  shippingZoneInputSchema,
} from '../../../shared/schemas/admin-settings'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { toast } from '../../ui/toast'
import { AmountInput } from '../catalog/amount-input'
import { reportSaveError } from '../catalog/apply-field-errors'
import { useAddShippingZone } from './api/shipping-zones'

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
