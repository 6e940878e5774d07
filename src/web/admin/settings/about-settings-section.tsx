import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import {
  type AboutSettingsInput,
  aboutSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { AboutSettings } from '#shared/schemas/settings.ts'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const places = [0, 1, 2, 3] as const

const fieldNames = [
  'years',
  ...places.flatMap((i) => [`stats.${i}.value`, `stats.${i}.label`] as const),
] as const

/** Settings > About page: the years figure and the four numbers the About page shows. */
export function AboutSettingsSection({ about }: { about: AboutSettings }) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'about',
    url: adminSettingsApiPaths.about,
    schema: aboutSettingsInputSchema,
    toFormValues: (saved): AboutSettingsInput => ({
      years: saved.years,
      stats: [saved.stats[0]!, saved.stats[1]!, saved.stats[2]!, saved.stats[3]!],
    }),
    saved: about,
    fieldNames,
    savedTitle: 'About Page Saved',
    savedDescription: 'The About page now shows these figures.',
  })

  return (
    <SettingsCard
      id="about-settings"
      title="About Page Figures"
      description="The years in '25 Years of Excellence' and the four numbers on the About page. Keep them true."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          form={form}
          name="years"
          id="about-years"
          label="Years of excellence"
          className="sm:col-span-2"
        />
        {places.map((i) => (
          <fieldset key={i} className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
            <legend className="text-sm font-semibold text-stone-800">Figure {i + 1}</legend>
            <LabelledField
              form={form}
              name={`stats.${i}.value`}
              id={`about-stat-${i}-value`}
              label={`Figure ${i + 1} number`}
            />
            <LabelledField
              form={form}
              name={`stats.${i}.label`}
              id={`about-stat-${i}-label`}
              label={`Figure ${i + 1} label`}
            />
          </fieldset>
        ))}
        <div className="sm:col-span-2">
          <SaveButton pending={pending} label="Save About Page" />
        </div>
      </form>
    </SettingsCard>
  )
}
