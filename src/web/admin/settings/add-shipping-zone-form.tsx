import { formatPeso } from '#shared/money.ts'
import {
  isZoneInfoMissing,
  MISSING_ZONE_MESSAGE,
  type ShippingZoneInput,
  shippingZoneInputSchema,
} from '#shared/schemas/admin-settings.ts'
import { useAddShippingZone } from '#web/admin/settings/api/add-shipping-zone.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.ts'

const empty: ShippingZoneInput = { zoneName: '', rate: '' }

/** Adds a delivery zone; checkout offers it at once. */
export function AddShippingZoneForm() {
  const add = useAddShippingZone()
  const { form, onSubmit, pending } = useApiForm({
    schema: shippingZoneInputSchema,
    defaultValues: empty,
    fieldNames: ['zoneName', 'rate'],
    submit: async (checked, typed) => ({ zone: await add.mutateAsync(typed), rate: checked.rate }),
    onSuccess: ({ zone, rate }, form) => {
      form.reset(empty)
      toast.success('Shipping Zone Added', {
        description: `${zone.zoneName} (${formatPeso(rate)}) is now offered at checkout.`,
      })
    },
    failureTitle: 'Shipping Zone Not Added',
    onInvalid: () => {
      if (isZoneInfoMissing(form.getValues())) {
        toast.error('Missing Information', { description: MISSING_ZONE_MESSAGE })
      }
    },
  })
  const { errors } = form.formState

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
      <Button type="submit" className="sm:mt-6" disabled={pending}>
        {pending ? 'Adding...' : 'Add Zone'}
      </Button>
    </form>
  )
}
