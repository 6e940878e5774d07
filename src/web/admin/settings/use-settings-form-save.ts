import type { UseMutationResult } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { reportSaveError } from '#web/admin/catalog/apply-field-errors.ts'
import { toast } from '#web/ui/toast.ts'

interface SaveOptions<TInput extends FieldValues, TSaved> {
  fieldNames: readonly Path<TInput>[]
  /** The toast on success, e.g. 'General Settings Saved'. */
  savedTitle: string
  savedDescription: string
  /** What the form shows after the save (the server's tidied values). */
  toFormValues: (saved: TSaved) => TInput
}

/**
 * The submit handler of a settings section: once the form's own checks pass it
 * sends the values as typed (the server checks them again with the same schema),
 * shows the saved values, and puts the server's field messages beside the fields.
 */
export function useSettingsFormSave<TInput extends FieldValues, TOutput, TSaved>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  save: UseMutationResult<TSaved, Error, unknown>,
  { fieldNames, savedTitle, savedDescription, toFormValues }: SaveOptions<TInput, TSaved>,
) {
  return form.handleSubmit(() =>
    save.mutateAsync(form.getValues()).then(
      (saved) => {
        form.reset(toFormValues(saved))
        toast.success(savedTitle, { description: savedDescription })
      },
      (error: unknown) =>
        reportSaveError(
          form as unknown as UseFormReturn<TInput>,
          error,
          fieldNames,
          'Settings not saved',
        ),
    ),
  )
}
