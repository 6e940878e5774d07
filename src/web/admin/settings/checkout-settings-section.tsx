import { useWatch } from 'react-hook-form'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import {
  type CheckoutSettingsInput,
  checkoutSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { CheckoutSettings } from '#shared/schemas/settings.ts'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const fieldNames = ['verifyPhones'] as const

/**
 * Settings > Checkout: whether a shopper's mobile number must receive a code before
 * an order holds a delivery place and stock. Without an SMS gateway it stays off,
 * and the card says why (a shopper could never receive the code).
 */
export function CheckoutSettingsSection({
  checkout,
  smsConfigured,
}: {
  checkout: CheckoutSettings
  smsConfigured: boolean
}) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'checkout',
    url: adminSettingsApiPaths.checkout,
    schema: checkoutSettingsInputSchema,
    toFormValues: (saved): CheckoutSettingsInput => saved,
    saved: checkout,
    fieldNames,
    savedTitle: 'Checkout Settings Saved',
    savedDescription: 'Checkout follows the new setting from the next order.',
  })
  const verifyPhones = useWatch({ control: form.control, name: 'verifyPhones' })
  const error = form.formState.errors.verifyPhones?.message
  return (
    <SettingsCard
      id="checkout-settings"
      title="Checkout"
      description="Who may place an order: a verified mobile number keeps fake orders from taking the delivery calendar and the stock."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <label className="flex items-start gap-3 text-sm text-stone-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            disabled={!smsConfigured}
            aria-describedby="verify-phones-hint"
            {...form.register('verifyPhones')}
          />
          <span>
            <span className="font-medium">Verify mobile numbers at checkout</span>
            <span id="verify-phones-hint" className="block text-stone-600">
              {smsConfigured
                ? verifyPhones
                  ? 'Shoppers enter a 6-digit code sent by text before their first order from a device.'
                  : 'Off: orders are placed without a code; open cash-on-delivery orders are still capped per connection.'
                : phoneVerificationMessages.noGateway}
            </span>
          </span>
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {smsConfigured && (
          <div>
            <SaveButton pending={pending} label="Save Checkout Settings" />
          </div>
        )}
      </form>
    </SettingsCard>
  )
}
