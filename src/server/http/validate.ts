import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import type { FieldErrors } from '../../shared/api-error'
import { AppError, validationFailed } from './errors'

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

/** Half of a surrogate pair: not a character at all. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** U+0000, or a lone surrogate. */
const unstorable = { test: (text: string) => text.includes('\u0000') || loneSurrogate.test(text) }

/**
 * Fields of validated input holding text PostgreSQL cannot store (NUL in text and
 * jsonb, a lone surrogate in jsonb): refused as bad input (422) instead of failing
 * in the database (a 500).
 */
export function unstorableTextFields(value: unknown): FieldErrors {
  const fields: FieldErrors = {}
  const visit = (v: unknown, at: string[]): void => {
    if (typeof v === 'string') {
      if (unstorable.test(v))
        fields[at.join('.') || '_'] ??= 'Contains characters that cannot be saved'
      return
    }
    if (v === null || typeof v !== 'object') return
    for (const [key, item] of Object.entries(v)) {
      // A key that cannot be stored either is reported as if it were the value.
      visit(unstorable.test(key) ? key : item, [...at, key])
    }
  }
  visit(value, [])
  return fields
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

/**
 * A JSON route sent another content type: 415, rather than Hono's default of
 * validating `{}` (which would answer a form post with 'field required' errors).
 */
const unsupportedMediaType = () =>
  new AppError(415, 'unsupported_media_type', 'Send the request body as JSON (application/json).')

export interface ValidateOptions {
  /** The answer's message for these field errors, when the screen shows one of its own. */
  message?: (fields: FieldErrors) => string | undefined
}

/**
 * Hono's zod validator with our error shape: a failed parse is a 422 naming each
 * field, so handlers only ever see validated, typed input.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const refuse = (fields: FieldErrors) => validationFailed(fields, options.message?.(fields))
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) throw refuse(fieldErrorsFrom(result.error))
    if (target !== 'json') return
    const unsaved = unstorableTextFields(result.data)
    if (Object.keys(unsaved).length > 0) throw refuse(unsaved)
  })
  if (target !== 'json') return inner
  const checked: typeof inner = async (c, next) => {
    await assertJsonBody(c.req.raw)
    return inner(c, next)
  }
  return checked
}

/** Throws 415 unless the request is JSON or carries no body at all. */
export async function assertJsonBody(request: Request): Promise<void> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
  if (!jsonMediaType.test(mediaType) && (mediaType !== '' || (await hasBody(request)))) {
    throw unsupportedMediaType()
  }
}

/** True when the request carries body bytes (read from a clone, leaving the body to the validator). */
async function hasBody(request: Request): Promise<boolean> {
  if (request.body === null) return false
  return (await request.clone().arrayBuffer()).byteLength > 0
}
