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
import { LabelledField } from '#web/ui/labelled-field.tsx'
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

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <LabelledField
        form={form}
        name="zoneName"
        id="zone-name"
        label="Zone name"
        placeholder="e.g. Cavite"
      />
      <LabelledField
        form={form}
        name="rate"
        id="zone-rate"
        label="Rate (₱)"
        as={AmountInput}
        step="0.01"
        placeholder="150.00"
      />
      <Button type="submit" className="sm:mt-6" disabled={pending}>
        {pending ? 'Adding...' : 'Add Zone'}
      </Button>
    </form>
  )
}
