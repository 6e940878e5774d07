import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import type { CheckoutFieldName, CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { parseZoneId } from '#web/checkout/checkout-form-schema.ts'
import { FormField } from '#web/ui/form-field.tsx'
import { Input, RequiredEmailInput } from '#web/ui/input.tsx'
import { Select } from '#web/ui/select.tsx'
import { CheckoutSection } from './checkout-section.tsx'

function useField(name: CheckoutFieldName) {
  const { formState } = useFormContext<CheckoutFormInput>()
  return { id: `checkout-${name}`, error: formState.errors[name]?.message }
}

export function CustomerFields() {
  const { register } = useFormContext<CheckoutFormInput>()
  return (
    <CheckoutSection title="Customer Information">
      <FormField label="Full Name" className="sm:col-span-2" {...useField('fullName')}>
        {(c) => <Input {...c} autoComplete="name" aria-required="true" {...register('fullName')} />}
      </FormField>
      <FormField label="Email" {...useField('email')}>
        {(c) => <RequiredEmailInput {...c} {...register('email')} />}
      </FormField>
      <FormField label="Phone" {...useField('phone')}>
        {(c) => (
          <Input
            {...c}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0917 123 4567"
            aria-required="true"
            {...register('phone')}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm text-stone-900 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('textUpdates')} />
        Text me updates about this order
      </label>
    </CheckoutSection>
  )
}

/** Address and zone; `children` (the delivery date and time) come after the zone. */
export function ShippingFields({
  zones,
  children,
}: {
  zones: CheckoutOptions['zones']
  children?: ReactNode
}) {
  const { register } = useFormContext<CheckoutFormInput>()
  const zone = useField('zoneId')
  return (
    <CheckoutSection title="Shipping Address">
      <FormField label="Address" className="sm:col-span-2" {...useField('address')}>
        {(c) => (
          <Input
            {...c}
            autoComplete="street-address"
            aria-required="true"
            {...register('address')}
          />
        )}
      </FormField>
      <FormField label="City" {...useField('city')}>
        {(c) => (
          <Input {...c} autoComplete="address-level2" aria-required="true" {...register('city')} />
        )}
      </FormField>
      <FormField label="Postal Code" {...useField('postalCode')}>
        {(c) => (
          <Input
            {...c}
            autoComplete="postal-code"
            inputMode="numeric"
            aria-required="true"
            {...register('postalCode')}
          />
        )}
      </FormField>
      <FormField label="Delivery Zone" className="sm:col-span-2" {...zone}>
        {(c) => (
          <Select
            {...c}
            aria-required="true"
            aria-describedby={[c['aria-describedby'], `${zone.id}-note`].filter(Boolean).join(' ')}
            defaultValue=""
            {...register('zoneId', { setValueAs: parseZoneId })}
          >
            <option value="" disabled>
              Choose your delivery zone
            </option>
            {zones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.zoneName}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <p id={`${zone.id}-note`} className="-mt-2 text-sm text-stone-600 sm:col-span-2">
        We deliver in Metro Manila, Cavite and Laguna.
      </p>
      {children}
    </CheckoutSection>
  )
}
