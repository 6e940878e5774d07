import type { FieldErrors } from '#shared/api-error.ts'

export interface SplitFieldErrors<TName extends string> {
  /** The messages that belong beside one of the form's fields. */
  form: Partial<Record<TName, string>>
  /** The messages no field of the form shows (e.g. the checkout's `lines.0`). */
  other: string[]
}

/**
 * Splits a 422's `fields` between the form's fields and the rest. A key belongs to
 * the field of the same name ('items.0.quantity' when the form has that field), else
 * to its top-level field ('items'); the form and the API share one schema, so the
 * names match.
 */
export function splitFieldErrors<TName extends string>(
  fields: FieldErrors | undefined,
  fieldNames: readonly TName[],
): SplitFieldErrors<TName> {
  const form: Partial<Record<TName, string>> = {}
  const other: string[] = []
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name =
      fieldNames.find((n) => n === key) ?? fieldNames.find((n) => n === key.split('.')[0])
    if (name) form[name] = message
    else other.push(message)
  }
  return { form, other }
}
