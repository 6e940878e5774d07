import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import type { FieldErrors } from '#shared/api-error.ts'
import { AppError, validationFailed } from './errors.ts'
import { withRequestDocs } from './openapi.ts'

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

/** Enough to show a person what to fix; a value with thousands of them is refused all the same. */
const MAX_UNSTORABLE_FIELDS = 20

/** A value met while scanning, with its key and its parent's entry (the path, without copying it). */
interface ScanEntry {
  value: unknown
  key: string | undefined
  parent: ScanEntry | undefined
}

function fieldPath(entry: ScanEntry): string {
  const keys: string[] = []
  for (let at: ScanEntry | undefined = entry; at?.key !== undefined; at = at.parent) {
    keys.push(at.key)
  }
  return keys.reverse().join('.') || '_'
}

/**
 * Fields of validated input holding text PostgreSQL cannot store (NUL in text and
 * jsonb, a lone surrogate in jsonb): refused as bad input (422) instead of failing
 * in the database (a 500).
 *
 * Linear in the size of the value however it is shaped: a loop with its own stack
 * (a recursion would overflow on a deeply nested `z.unknown()` field), paths kept as
 * links to the parent and spelled out only for the few fields reported.
 */
export function unstorableTextFields(value: unknown): FieldErrors {
  const fields: FieldErrors = {}
  let reported = 0
  const pending: ScanEntry[] = [{ value, key: undefined, parent: undefined }]
  while (pending.length > 0 && reported < MAX_UNSTORABLE_FIELDS) {
    const entry = pending.pop()!
    const v = entry.value
    if (typeof v === 'string') {
      if (!unstorable.test(v)) continue
      const path = fieldPath(entry)
      if (fields[path] === undefined) reported++
      fields[path] ??= 'Contains characters that cannot be saved'
      continue
    }
    if (v === null || typeof v !== 'object') continue
    const entries = Object.entries(v)
    // Pushed last to first, so fields are met (and reported) in their order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!
      // A key that cannot be stored either is reported as if it were the value.
      pending.push({ value: unstorable.test(key) ? key : item, key, parent: entry })
    }
  }
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
  // The schema is also the OpenAPI document's description of this input (openapi.ts).
  if (target !== 'json') return withRequestDocs(inner, target, schema)
  const checked: typeof inner = async (c, next) => {
    await assertJsonBody(c.req.raw)
    return inner(c, next)
  }
  return withRequestDocs(checked, target, schema)
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
