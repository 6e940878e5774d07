import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import {
  GATEWAY_NAME,
  onlineMethodLabels,
  onlineMethodTypes,
  onlinePaymentScreenTexts as texts,
} from '#shared/online-payment.ts'
import {
  type AdminSettings,
  type OnlinePaymentSettingsInput,
  onlinePaymentSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { OnlinePaymentSettings } from '#shared/schemas/settings.ts'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { CopyButton } from '#web/ui/copy-button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const fieldNames = ['methods', 'paymentDeadlineMinutes', 'allowSwitchToCod'] as const

/**
 * Settings > Online payments (issue 32): whether PayMongo is configured (by the
 * server's environment, never here), the webhook address to register with it, and
 * what the admin chooses: the ways to pay on PayMongo's page, the deadline of an
 * unpaid online order, and whether a shopper may switch to cash on delivery. Saved
 * even while the gateway is off, for when it is on.
 */
export function OnlinePaymentsSection({
  onlinePayments,
  gateway,
}: {
  onlinePayments: OnlinePaymentSettings
  gateway: AdminSettings['paymentGateway']
}) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'onlinePayments',
    url: adminSettingsApiPaths.onlinePayments,
    schema: onlinePaymentSettingsInputSchema,
    toFormValues: (saved): OnlinePaymentSettingsInput => saved,
    saved: onlinePayments,
    fieldNames,
    savedTitle: 'Online Payment Settings Saved',
    savedDescription: gateway.configured
      ? 'Orders placed from now on follow these settings.'
      : 'They apply once PayMongo is configured on the server.',
  })
  const methodsError = form.formState.errors.methods?.message

  return (
    <SettingsCard
      id="online-payments-settings"
      title={texts.settingsTitle}
      description={`GCash, Maya, QR Ph and cards through ${GATEWAY_NAME}, confirmed by the gateway itself: no screenshot to check.`}
    >
      <div className="grid gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={gateway.configured ? 'green' : 'neutral'}>
            {gateway.configured ? 'Configured' : 'Not configured'}
          </Badge>
          {gateway.mode && <Badge tone="amber">{texts.modeLabels[gateway.mode]}</Badge>}
        </p>
        <p>{gateway.configured ? texts.configuredNote(gateway.mode) : texts.notConfiguredNote}</p>
        <div className="grid gap-1">
          <span className="font-medium text-stone-900">{texts.webhookUrlLabel}</span>
          <div className="flex flex-wrap items-center gap-2">
            <code
              id="paymongo-webhook-url"
              className="min-w-0 break-all rounded bg-white px-2 py-1 ring-1 ring-stone-200"
            >
              {gateway.webhookUrl}
            </code>
            <CopyButton
              text={gateway.webhookUrl}
              selectId="paymongo-webhook-url"
              copied={texts.webhookUrlCopied}
              failed={{
                title: 'Could not copy',
                description: 'The address is selected: copy it from there.',
              }}
            >
              {texts.copyWebhookUrl}
            </CopyButton>
          </div>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset
          className="min-w-0 sm:col-span-2"
          aria-describedby={methodsError ? 'online-methods-error' : undefined}
        >
          <legend className="font-medium text-sm text-stone-900">{texts.methodsLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {onlineMethodTypes.map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm text-stone-900">
                <input
                  type="checkbox"
                  value={method}
                  className="size-4 accent-brand-700"
                  {...form.register('methods')}
                />
                {onlineMethodLabels[method]}
              </label>
            ))}
          </div>
          <FieldError id="online-methods-error" message={methodsError} />
        </fieldset>
        <LabelledField
          form={form}
          name="paymentDeadlineMinutes"
          id="online-payment-deadline"
          label={texts.deadlineLabel}
          hint={texts.deadlineHint}
          inputMode="numeric"
        />
        <label className="flex items-start gap-3 text-sm text-stone-900 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            {...form.register('allowSwitchToCod')}
          />
          <span className="font-medium">{texts.allowSwitchToCodLabel}</span>
        </label>
        <div className="sm:col-span-2">
          <SaveButton pending={pending} label="Save Online Payment Settings" />
        </div>
      </form>
    </SettingsCard>
  )
}
