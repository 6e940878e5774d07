import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import type { CatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'
import { useSaveCatalogItem } from '#web/admin/catalog/api/save-catalog-item.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { toast } from '#web/ui/toast.ts'

interface CatalogFormOptions<TValues extends FieldValues, TChecked> {
  schema: z.ZodType<TChecked, TValues>
  defaultValues: DefaultValues<TValues>
  fieldNames: readonly Path<TValues>[]
  /** The item being edited; null when adding. */
  itemId: number | null
  onSaved: () => void
}

/**
 * An add/edit dialog's form: once the form's own checks pass it sends the values
 * as typed (the server validates them again with the same schema), says what was
 * saved (docs/product-rules.md §8) and closes; the server's field messages go
 * beside the fields otherwise.
 */
export function useCatalogForm<TItem extends { id: number }, TValues extends FieldValues, TChecked>(
  resource: CatalogResource<TItem>,
  { schema, defaultValues, fieldNames, itemId, onSaved }: CatalogFormOptions<TValues, TChecked>,
) {
  const save = useSaveCatalogItem(resource)
  return useApiForm({
    schema,
    defaultValues,
    fieldNames,
    submit: (_checked, typed) => save.mutateAsync({ id: itemId, input: typed }),
    onSuccess: (item) => {
      const verb = itemId === null ? 'created' : 'updated'
      toast.success(`${resource.label} ${verb}`, {
        description: `${resource.nameOf(item)} has been ${verb}.`,
      })
      onSaved()
    },
    failureTitle: `${resource.label} not saved`,
  })
}
