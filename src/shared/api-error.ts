import type { z } from 'zod'
import type { apiErrorBodySchema, apiErrorCodes } from '#shared/schemas/api-error.ts'

/**
 * The one error shape every API answer uses (docs/api.md):
 * `{ error: { code, message, fields? } }` with a 4xx status. Written once as zod
 * schemas: the OpenAPI document, the server's errors and the web client read these.
 */
export type ApiErrorCode = (typeof apiErrorCodes)[number]

export type FieldErrors = Record<string, string>
/** The error answer's type, from its one schema (schemas/api-error.ts): the storefront's first page loads no zod for it. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
