import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { weDeliverIn } from '#shared/address.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import type { CheckoutFieldName, CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { FormField } from '#web/ui/form-field.tsx'
import { Input, RequiredEmailInput } from '#web/ui/input.tsx'
import { AddressFields } from './address-fields.tsx'
import { CheckoutSection } from './checkout-section.tsx'

function useField(name: CheckoutFieldName) {
  const { formState } = useFormContext<CheckoutFormInput>()
  return { id: `checkout-${name}`, error: formState.errors[name]?.message }
}

export function CustomerFields({ onForget }: { onForget?: () => void }) {
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
      {onForget && (
        <p className="text-sm text-stone-600 sm:col-span-2">
          Your name, contact and address are kept on this device for your next order.{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline underline-offset-2"
            onClick={onForget}
          >
            Forget my details
          </button>
        </p>
      )}
    </CheckoutSection>
  )
}

/**
 * The address (issue 28 §10), then the zone that delivers there, read from the city
 * (never chosen), and `children` (the delivery date and time).
 */
export function ShippingFields({
  options,
  zoneId,
  children,
}: {
  options: Pick<CheckoutOptions, 'provinces' | 'zones'>
  zoneId: number | undefined
  children?: ReactNode
}) {
  const zone = options.zones.find((z) => z.id === zoneId)
  return (
    <CheckoutSection title="Shipping Address">
      <AddressFields provinces={options.provinces} />
      <p className="-mt-2 text-sm text-stone-600 sm:col-span-2" aria-live="polite">
        {zone
          ? `Delivery zone: ${zone.zoneName}`
          : weDeliverIn(options.provinces.map((p) => p.name))}
      </p>
      {children}
    </CheckoutSection>
  )
}
