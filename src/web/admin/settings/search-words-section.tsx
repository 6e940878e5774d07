import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import {
  type SearchSettingsInput,
  searchSettingsInputSchema,
} from '#shared/schemas/admin-settings.ts'
import type { SearchSettings } from '#shared/schemas/settings.ts'
import { searchWordLines } from '#shared/search-words.ts'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { SaveButton } from '#web/admin/ui/form/save-button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { SettingsCard } from './settings-card.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const fieldNames = ['synonymGroups'] as const

/** Settings > Search words: groups of words shoppers type for the same thing, one a line. */
export function SearchWordsSection({ search }: { search: SearchSettings }) {
  const { form, onSubmit, pending } = useSettingsForm({
    section: 'search',
    url: adminSettingsApiPaths.search,
    schema: searchSettingsInputSchema,
    toFormValues: (saved): SearchSettingsInput => ({
      synonymGroups: searchWordLines(saved.synonymGroups),
    }),
    saved: search,
    fieldNames,
    savedTitle: 'Search Words Saved',
    savedDescription: 'The shop’s search now finds products by these words.',
  })

  return (
    <SettingsCard
      id="search-settings"
      title="Search Words"
      description="Words shoppers type for the same thing. A search with one word of a line also finds what the other words of the line find, so 'baboy' finds pork."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <LabelledField
          form={form}
          name="synonymGroups"
          id="search-synonym-groups"
          label="Words that mean the same (one group a line, separated by commas)"
          as={FormTextarea}
          rows={10}
          spellCheck={false}
        />
        <div>
          <SaveButton pending={pending} label="Save Search Words" />
        </div>
      </form>
    </SettingsCard>
  )
}
