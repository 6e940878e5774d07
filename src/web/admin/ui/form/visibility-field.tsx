import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '#web/ui/form-field.tsx'
import { Select } from '#web/ui/select.tsx'

/** Published or draft, in every add/edit dialog (new items default to published). */
export function VisibilityField({
  id,
  registration,
}: {
  id: string
  registration: UseFormRegisterReturn
}) {
  return (
    <FormField id={id} label="Visibility" error={undefined}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </Select>
      )}
    </FormField>
  )
}
