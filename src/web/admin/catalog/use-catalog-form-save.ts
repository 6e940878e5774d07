import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { reportSaveError } from './apply-field-errors.ts'
import { type CatalogResource, useSaveCatalogItem } from './catalog-resource.ts'

/**
 * The submit handler of an add/edit dialog: once the form's own checks pass it
 * sends the values as typed (the server validates them again with the same
 * schema), closes on success and puts the server's field messages beside the
 * fields otherwise; anything no field shows becomes a toast.
 */
export function useCatalogFormSave<
  TItem extends { id: number },
  TInput extends FieldValues,
  TWrite,
>(
  resource: CatalogResource<TItem>,
  form: UseFormReturn<TInput, unknown, TWrite>,
  {
    itemId,
    fieldNames,
    onSaved,
  }: { itemId: number | null; fieldNames: readonly Path<TInput>[]; onSaved: () => void },
) {
  const save = useSaveCatalogItem(resource)
  const onSubmit = form.handleSubmit(() =>
    save
      .mutateAsync({ id: itemId, input: form.getValues() })
      .then(onSaved, (error: unknown) =>
        reportSaveError(
          form as unknown as UseFormReturn<TInput>,
          error,
          fieldNames,
          `${resource.label} not saved`,
        ),
      ),
  )
  return { onSubmit, pending: save.isPending }
}
