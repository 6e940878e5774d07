import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, ApiErrorCode, FieldErrors } from '#shared/api-error.ts'
import { waitPhrase } from '#shared/retry-wait.ts'

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.headers?.['Retry-After']
          ? { retryAfterSeconds: Number(this.headers['Retry-After']) }
          : {}),
      },
    }
  }
}

export const unauthenticated = () =>
  new AppError(401, 'unauthenticated', 'Please sign in to continue.')

/** 403; `message` says what the role may not do, and `fields` where a form shows it. */
export const forbidden = (
  message = 'You do not have permission to do that.',
  fields?: Record<string, string>,
) => new AppError(403, 'forbidden', message, fields)

export const notFound = (what = 'That page') =>
  new AppError(404, 'not_found', `${what} could not be found.`)

/** 409: the request is fine, but what it acts on is not in a state that allows it. */
export const conflict = (message: string, fields?: FieldErrors) =>
  new AppError(409, 'conflict', message, fields)

/** 410: what was asked for existed and was removed on purpose. */
export const gone = (message: string) => new AppError(410, 'gone', message)

/** 413 with what the limit is, in words. */
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message)

/** 400: a request no form of ours sends (a malformed id, a missing part). */
export const badRequest = (message: string) => new AppError(400, 'bad_request', message)

/**
 * 429 with an honest Retry-After (whole seconds, rounded up) and the same wait in the
 * message and the body, so a form can say when to try again.
 */
export const tooManyAttempts = (
  retryAfterMs: number,
  message = (wait: string) => `Too many attempts. Please try again in ${wait}.`,
) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return new AppError(429, 'too_many_attempts', message(waitPhrase(seconds)), undefined, {
    'Retry-After': String(seconds),
  })
}

export const validationFailed = (
  fields: FieldErrors,
  message = 'Please correct the highlighted fields.',
) => new AppError(422, 'validation_failed', message, fields)
