import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { homepageSettingsInputSchema } from '#shared/schemas/admin-settings.ts'
import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { type HomepageImageField, HomepageImagePicker } from './homepage-image-picker.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const categoryPickers = [
  { name: 'categoryImages.beef', slot: 'beef', label: 'Beef' },
  { name: 'categoryImages.pork', slot: 'pork', label: 'Pork' },
  { name: 'categoryImages.chicken', slot: 'chicken', label: 'Chicken' },
  { name: 'categoryImages.seafood', slot: 'seafood', label: 'Seafood' },
] as const satisfies readonly { name: HomepageImageField; slot: string; label: string }[]

const fieldNames = ['heroImage', ...categoryPickers.map((p) => p.name)] as const

/**
 * The hero image and the category tiles of the storefront home. Change and Reset
 * only edit the form; 'Save Homepage Settings' makes them live, one save per
 * section like the other cards.
 */
export function HomepageSettingsSection({ homepage }: { homepage: HomepageSettings }) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'homepage',
    url: adminSettingsApiPaths.homepage,
    schema: homepageSettingsInputSchema,
    toFormValues: (saved): HomepageSettings => saved,
    saved: homepage,
    fieldNames,
    savedTitle: 'Homepage Settings Saved',
    savedDescription: 'The storefront home now shows these images.',
  })

  return (
    <SettingsCard
      id="homepage-settings"
      title="Homepage Customization"
      description="PNG, JPEG or GIF images up to 5 MB. Changes go live when you save."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <HomepageImagePicker
          control={form.control}
          name="heroImage"
          slot="hero"
          label="Hero image"
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categoryPickers.map((picker) => (
            <HomepageImagePicker key={picker.slot} control={form.control} {...picker} />
          ))}
        </div>
        <SaveButton pending={pending} label="Save Homepage Settings" />
      </form>
    </SettingsCard>
  )
}
