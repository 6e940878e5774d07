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
import { LabelledField } from '#web/ui/labelled-field.tsx'
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

  return (
    <SettingsCard id="general-settings" title="General Settings">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <LabelledField form={form} name="siteName" id="site-name" label="Site name" />
        <LabelledField
          form={form}
          name="contactEmail"
          id="contact-email"
          label="Contact email"
          type="email"
          autoComplete="off"
        />
        <LabelledField
          form={form}
          name="contactPhone"
          id="contact-phone"
          label="Contact phone"
          hint="(optional)"
          type="tel"
        />
        <LabelledField
          form={form}
          name="freeDeliveryThreshold"
          id="free-delivery-threshold"
          label="Free delivery threshold (₱)"
          as={AmountInput}
          step="0.01"
        />
        <LabelledField
          form={form}
          name="packedWeightTolerancePercent"
          id="packed-weight-tolerance"
          label="Packed weight tolerance (%)"
          hint="(a packed weight beyond it needs a confirmation)"
          as={WholeNumberInput}
          min={MIN_PACKED_WEIGHT_TOLERANCE_PERCENT}
          max={MAX_PACKED_WEIGHT_TOLERANCE_PERCENT}
        />
        <LabelledField
          form={form}
          name="address"
          id="address"
          label="Address"
          hint="(optional)"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SaveButton pending={pending} label="Save General Settings" />
        </div>
      </form>
    </SettingsCard>
  )
}
