import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { centavosToPesos } from '#shared/money.ts'
import {
  MAX_PACKED_WEIGHT_TOLERANCE_PERCENT,
  MIN_PACKED_WEIGHT_TOLERANCE_PERCENT,
} from '#shared/packed-weight.ts'
import { type SiteSettingsInput, siteSettingsInputSchema } from '#shared/schemas/admin-settings.ts'
import type { SiteSettings } from '#shared/schemas/settings.ts'
import { AmountInput } from '#web/admin/ui/form/amount-input.tsx'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { WholeNumberInput } from '#web/admin/ui/form/whole-number-input.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input } from '#web/ui/input.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

type SiteForm = SiteSettingsInput

const fieldNames = [
  'siteName',
  'contactEmail',
  'contactPhone',
  'address',
  'freeDeliveryThreshold',
  'packedWeightTolerancePercent',
] as const

function toFormValues(site: SiteSettings): SiteForm {
  const { freeDeliveryThresholdCentavos, ...rest } = site
  return { ...rest, freeDeliveryThreshold: String(centavosToPesos(freeDeliveryThresholdCentavos)) }
}

/**
 * Site name, contact details and the free-delivery threshold the storefront shows,
 * and how far a packed weight may stray before staff must confirm it (issue 17).
 */
export function GeneralSettingsSection({ site }: { site: SiteSettings }) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'site',
    url: adminSettingsApiPaths.site,
    schema: siteSettingsInputSchema,
    toFormValues,
    saved: site,
    fieldNames,
    savedTitle: 'General Settings Saved',
    savedDescription: 'Your changes are live on the storefront.',
  })
  const { errors } = form.formState

  return (
    <SettingsCard id="general-settings" title="General Settings">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField id="site-name" label="Site name" error={errors.siteName?.message}>
          {(control) => <Input {...control} {...form.register('siteName')} />}
        </FormField>
        <FormField id="contact-email" label="Contact email" error={errors.contactEmail?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              {...form.register('contactEmail')}
            />
          )}
        </FormField>
        <FormField
          id="contact-phone"
          label="Contact phone"
          hint="(optional)"
          error={errors.contactPhone?.message}
        >
          {(control) => <Input {...control} type="tel" {...form.register('contactPhone')} />}
        </FormField>
        <FormField
          id="free-delivery-threshold"
          label="Free delivery threshold (₱)"
          error={errors.freeDeliveryThreshold?.message}
        >
          {(control) => (
            <AmountInput {...control} step="0.01" {...form.register('freeDeliveryThreshold')} />
          )}
        </FormField>
        <FormField
          id="packed-weight-tolerance"
          label="Packed weight tolerance (%)"
          hint="(a packed weight beyond it needs a confirmation)"
          error={errors.packedWeightTolerancePercent?.message}
        >
          {(control) => (
            <WholeNumberInput
              {...control}
              min={MIN_PACKED_WEIGHT_TOLERANCE_PERCENT}
              max={MAX_PACKED_WEIGHT_TOLERANCE_PERCENT}
              {...form.register('packedWeightTolerancePercent')}
            />
          )}
        </FormField>
        <FormField
          id="address"
          label="Address"
          hint="(optional)"
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...form.register('address')} />}
        </FormField>
        <div className="sm:col-span-2">
          <SaveButton pending={pending} label="Save General Settings" />
        </div>
      </form>
    </SettingsCard>
  )
}
