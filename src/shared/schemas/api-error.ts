import { z } from 'zod'

/**
 * The one error shape as a schema: the OpenAPI document's `ApiError` and the tests'
 * check of every error answer. Apart from src/shared/api-error.ts, which the first page
 * loads, so the browser reads the codes and the type without zod.
 */
export const apiErrorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  /** 422: the request is valid but unusual; sent again with its confirmation it is taken (a packed weight beyond the tolerance). */
  'confirmation_required',
  'unauthenticated',
  'forbidden',
  'cross_origin_refused',
  'not_found',
  'method_not_allowed',
  'conflict',
  /** 410: what was asked for existed and was removed on purpose (a proof's screenshot past its retention). */
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_credentials',
  /** 401 (issue 32): a payment gateway's webhook whose signature does not hold; nothing is stored. */
  'bad_signature',
  'too_many_attempts',
  'internal_error',
  'service_unavailable',
  'email_provider_failed',
  /** 502: the SMS gateway did not take the checkout's code; nothing was held. */
  'sms_provider_failed',
  /** 502/503 (issue 32): the payment gateway did not answer or refused; nothing was half-written. */
  'gateway_unavailable',
  /** 422 (issue 31 §6 'Order again'): none of the order's products can be bought any more. */
  'NOTHING_TO_REORDER',
] as const

export const fieldErrorsSchema = z.record(z.string(), z.string())

export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(apiErrorCodes),
      message: z.string(),
      fields: fieldErrorsSchema.optional(),
      /** With 429: whole seconds until trying again can succeed (as in Retry-After). */
      retryAfterSeconds: z.int().min(0).optional(),
    }),
  })
  .meta({ id: 'ApiError', description: 'Every 4xx and 5xx answer of the API.' })
