import { useWatch } from 'react-hook-form'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { manualPaymentTexts } from '#shared/manual-payment.ts'
import { onlinePaymentScreenTexts } from '#shared/online-payment.ts'
import {
  type GcashSettingsInput,
  gcashSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { QrImagePicker } from './qr-image-picker.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const fieldNames = [
  'accountName',
  'accountNumber',
  'instructions',
  'paymentDeadlineHours',
  'manualEnabled',
  'qrImage',
] as const

/**
 * Settings > Manual Payment Methods: the GCash details shoppers see at checkout and on
 * their order, the shop's QR Ph code, and whether GCash with a screenshot is offered
 * beside online payment (issue 32).
 */
export function GcashSettingsSection({ gcash }: { gcash: GcashSettings }) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'gcash',
    url: adminSettingsApiPaths.gcash,
    schema: gcashSettingsInputSchema,
    toFormValues: (saved): GcashSettingsInput => saved,
    saved: gcash,
    fieldNames,
    savedTitle: 'Payment Settings Saved',
    savedDescription: 'Shoppers paying by GCash now see these details at checkout.',
  })

  const manualEnabled = useWatch({ control: form.control, name: 'manualEnabled' })
  return (
    <SettingsCard
      id="gcash-settings"
      title={manualPaymentTexts.settingsTitle}
      description="GCash with a screenshot: shown to shoppers who choose it, at checkout and on their order page."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-start gap-3 text-sm text-stone-900 sm:col-span-2">
          <input
            type="checkbox"
            role="switch"
            aria-checked={manualEnabled !== false}
            className="mt-0.5 size-4 accent-brand-700"
            aria-describedby="gcash-manual-enabled-hint"
            {...form.register('manualEnabled')}
          />
          <span>
            <span className="font-medium">{onlinePaymentScreenTexts.offerManualLabel}</span>
            <span id="gcash-manual-enabled-hint" className="block text-stone-600">
              {onlinePaymentScreenTexts.offerManualHint}
            </span>
          </span>
        </label>
        <LabelledField
          form={form}
          name="accountName"
          id="gcash-account-name"
          label="Account name"
        />
        <LabelledField
          form={form}
          name="accountNumber"
          id="gcash-account-number"
          label="Account number"
          inputMode="tel"
        />
        <LabelledField
          form={form}
          name="instructions"
          id="gcash-instructions"
          label="Payment instructions"
          className="sm:col-span-2"
          as={FormTextarea}
          rows={4}
        />
        <LabelledField
          form={form}
          name="paymentDeadlineHours"
          id="gcash-payment-deadline"
          label="Payment deadline (hours)"
          hint="Unpaid GCash orders without a proof of payment are cancelled after this many hours; the shopper gets a reminder halfway."
          inputMode="numeric"
        />
        <QrImagePicker control={form.control} />
        <div className="sm:col-span-2">
          <SaveButton pending={pending} label="Save Payment Settings" />
        </div>
      </form>
    </SettingsCard>
  )
}
