import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'

/**
 * Puts the server's 422 field messages beside the fields of the form (the same
 * names: the form and the API share one schema) and focuses the first. Returns
 * the messages no field shows, for a toast; null when `error` was not a 422.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldNames: readonly Path<T>[],
): string[] | null {
  if (!isApiError(error) || error.status !== 422 || !error.fields) return null
  const unplaced: string[] = []
  let first: Path<T> | null = null
  for (const [key, message] of Object.entries(error.fields)) {
    // 'items.0.quantity' belongs to the 'items.0.quantity' field when the form has it,
    // else to its top-level field ('items').
    const name =
      fieldNames.find((n) => n === key) ?? fieldNames.find((n) => n === key.split('.')[0])
    if (name) {
      form.setError(name, { message })
      first ??= name
    } else {
      unplaced.push(message)
    }
  }
  if (first) form.setFocus(first)
  return unplaced
}

/**
 * A failed save: the server's field messages go beside the fields, and whatever
 * no field shows (or a failure that was not a 422) becomes a toast titled `title`.
 */
export function reportSaveError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fieldNames: readonly Path<T>[],
  title: string,
): void {
  const unplaced = applyFieldErrors(form, error, fieldNames)
  if (unplaced === null || unplaced.length > 0) {
    toast.error(title, {
      description:
        unplaced?.join(' ') ?? (error instanceof Error ? error.message : 'Please try again.'),
    })
  }
}
