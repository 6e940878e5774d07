import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import type { FieldErrors } from '../../shared/api-error'
import { validationFailed } from './errors'

/** zod issues as `{ 'field.path': 'message' }`, the first message per field. */
export function fieldErrorsFrom(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * Hono's zod validator with our error shape: a failed parse is a 422 naming each
 * field, so handlers only ever see validated, typed input.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(fieldErrorsFrom(result.error))
  })
}
