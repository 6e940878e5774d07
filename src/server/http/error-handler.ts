import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import { isNumericOutOfRange } from '#server/db/errors.ts'
import type { ApiErrorCode } from '#shared/api-error.ts'
import { NUMBER_OUT_OF_RANGE_MESSAGE } from '#shared/order-size.ts'
import { AppError } from './errors.ts'

const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_attempts',
}

/**
 * Turns anything thrown into the API's error shape. Errors meant for the client go
 * out as they are; a number out of a column's range (SQLSTATE 22003) is a 422; anything
 * else is logged with its stack and answered with a generic 500 that reveals nothing of
 * the internals.
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
      return c.json(err.toBody(), err.status)
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = codeByStatus[err.status] ?? 'bad_request'
      const message =
        err.status === 400 && /json/i.test(err.message)
          ? 'The request body is not valid JSON.'
          : err.message || 'The request could not be processed.'
      return c.json(
        {
          error: {
            code: err.status === 400 && /json/i.test(err.message) ? 'invalid_json' : code,
            message,
          },
        },
        err.status,
      )
    }
    // The last safety behind the size caps (decision 0084): a number the database cannot
    // hold is the request's fault, never a 500. Logged, since a cap should have caught it.
    if (isNumericOutOfRange(err)) {
      logger.warn({ err, method: c.req.method, path: c.req.path }, 'number out of range')
      return c.json(
        { error: { code: 'validation_failed', message: NUMBER_OUT_OF_RANGE_MESSAGE } },
        422,
      )
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json(
      {
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
      500,
    )
  }
}

export const apiNotFound: NotFoundHandler = (c: Context) =>
  c.json(
    {
      error: { code: 'not_found', message: `No API route matches ${c.req.method} ${c.req.path}.` },
    },
    404,
  )
