import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { weDeliverIn } from '#shared/address.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import type { CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { RequiredEmailInput } from '#web/ui/input.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { AddressFields } from './address-fields.tsx'
import { CheckoutSection } from './checkout-section.tsx'

export function CustomerFields({ onForget }: { onForget?: () => void }) {
  const form = useFormContext<CheckoutFormInput>()
  return (
    <CheckoutSection title="Customer Information">
      <LabelledField
        form={form}
        name="fullName"
        id="checkout-fullName"
        label="Full Name"
        className="sm:col-span-2"
        autoComplete="name"
        aria-required="true"
      />
      <LabelledField
        form={form}
        name="email"
        id="checkout-email"
        label="Email"
        as={RequiredEmailInput}
      />
      <LabelledField
        form={form}
        name="phone"
        id="checkout-phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0917 123 4567"
        aria-required="true"
      />
      <label className="flex items-center gap-2 text-sm text-stone-900 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          {...form.register('textUpdates')}
        />
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
