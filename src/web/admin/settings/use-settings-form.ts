import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import { useSaveSettingsSection } from '#web/admin/settings/api/save-settings-section.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { toast } from '#web/ui/toast.ts'

interface SettingsFormOptions<
  K extends keyof AdminSettings,
  TValues extends FieldValues,
  TChecked,
> {
  /** The section of the settings this card saves, and where. */
  section: K
  url: string
  schema: z.ZodType<TChecked, TValues>
  /** What the form shows: the saved section now, the server's tidied copy after a save. */
  toFormValues: (saved: AdminSettings[K]) => TValues
  saved: AdminSettings[K]
  fieldNames: readonly Path<TValues>[]
  /** The toast on success, e.g. 'General Settings Saved'. */
  savedTitle: string
  savedDescription: string
}

/**
 * A settings card's form: the values as typed go to the server (which checks them
 * again with the same schema), the form then shows what was saved, and the
 * server's field messages go beside the fields.
 */
export function useSettingsForm<
  K extends keyof AdminSettings,
  TValues extends FieldValues,
  TChecked,
>({
  section,
  url,
  schema,
  toFormValues,
  saved,
  fieldNames,
  savedTitle,
  savedDescription,
}: SettingsFormOptions<K, TValues, TChecked>) {
  const save = useSaveSettingsSection(section, url)
  return useApiForm({
    schema,
    defaultValues: toFormValues(saved) as DefaultValues<TValues>,
    fieldNames,
    submit: (_checked, typed) => save.mutateAsync(typed),
    onSuccess: (result, form) => {
      form.reset(toFormValues(result))
      toast.success(savedTitle, { description: savedDescription })
    },
    failureTitle: 'Settings not saved',
  })
}
