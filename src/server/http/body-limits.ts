import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import { MAX_WEBHOOK_BODY_BYTES } from '#shared/online-payment.ts'
import { AppError } from './errors.ts'

/**
 * How many bytes a request body may have, route by route. Each limit fits the
 * largest request its form can make with room to spare, counted at 4 bytes a
 * character: zod counts lengths in code points, and an emoji is 4 bytes in UTF-8.
 * The largest valid requests of the public routes are tested to fit
 * (body-limits.api.test.ts). A body over its limit is refused with a 413 before
 * it is read in full: at once when Content-Length says so, and as soon as a
 * chunked body passes the limit otherwise. Nothing larger reaches a JSON parser,
 * a schema or a pattern.
 */
const KB = 1024
const MB = 1024 * KB

export interface BodyLimit {
  /**
   * A path under /api, and every path below it (`/api/orders` covers `/api/orders/x`).
   * A segment written `*` stands for any one segment, such as an order id.
   */
  path: string
  /** The most bytes, or 'streamed' for a route that reads its body with its own limit. */
  maxBytes: number | 'streamed'
}

/** Routes not in the table: a status change, a note, a handful of ids. */
export const DEFAULT_BODY_LIMIT = 16 * KB

export const bodyLimits: readonly BodyLimit[] = [
  // One email (254 characters) and the honeypot a person leaves empty.
  { path: '/api/subscribers', maxBytes: 2 * KB },
  // An email and a password of at most 1024 characters; a token and a new password.
  { path: '/api/auth/login', maxBytes: 8 * KB },
  { path: '/api/auth/password', maxBytes: 8 * KB },
  // A message of 5,000 characters with name, email, phone and subject: about 22 KB.
  { path: '/api/contact', maxBytes: 32 * KB },
  // 100 cart lines plus the checkout form: a product line with six choices and its
  // 200-character 'Special instructions' (issue 31) is about 1.1 KB, so about 110 KB.
  { path: '/api/cart/quote', maxBytes: 128 * KB },
  { path: '/api/orders', maxBytes: 128 * KB },
  // A 5,000-character description, five image addresses of 2,000 and six option groups
  // of twelve choices (issue 31): about 100 KB.
  { path: '/api/admin/products', maxBytes: 128 * KB },
  // 100 ingredients and 100 steps of 1,000 characters each: about 800 KB.
  { path: '/api/admin/recipes', maxBytes: 1 * MB },
  { path: '/api/admin/bundles', maxBytes: 32 * KB },
  { path: '/api/admin/promos', maxBytes: 32 * KB },
  // Five homepage image addresses of up to 2,000 characters: about 40 KB.
  { path: '/api/admin/settings', maxBytes: 64 * KB },
  // Images: multipart, 5 MB, read by media/read-upload.ts with its own limit and message.
  { path: '/api/admin/media', maxBytes: 'streamed' },
  // A GCash proof of payment: the same 5 MB image with a reference number, sent to the
  // order's link token, read as it arrives by payments/proof-upload-form.ts with its
  // own limit and the image's 413.
  { path: '/api/orders/by-token/*/payment-proof', maxBytes: 'streamed' },
  // PayMongo's signed webhook events (issue 32): a few kilobytes each; the route reads
  // the raw bytes to check their signature, so nothing larger is read or stored.
  { path: paymentGatewayApiPaths.paymongoWebhook, maxBytes: MAX_WEBHOOK_BODY_BYTES },
]

/** The limit for a request path: the entry with the longest matching path, else the default. */
export function bodyLimitFor(path: string): BodyLimit['maxBytes'] {
  const segments = path.split('/')
  let found: BodyLimit | undefined
  for (const limit of bodyLimits) {
    if (covers(limit.path.split('/'), segments)) {
      if (found === undefined || limit.path.length > found.path.length) found = limit
    }
  }
  return found?.maxBytes ?? DEFAULT_BODY_LIMIT
}

/** Whether the entry's segments start the path's, a `*` matching any one non-empty segment. */
function covers(entry: readonly string[], path: readonly string[]): boolean {
  if (entry.length > path.length) return false
  return entry.every((part, i) => (part === '*' ? path[i] !== '' : part === path[i]))
}

const tooLarge = () => {
  throw new AppError(413, 'payload_too_large', 'The request is too large.')
}

/** The middleware: every request with a body is held to its route's limit. */
export function routeBodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>()
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize)
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: tooLarge })
      limiters.set(maxSize, limiter)
    }
    return limiter
  }
  return (c, next) => {
    // GET and HEAD carry no body; skipping the check there matters because reading
    // `req.raw.body` builds a full fetch Request per call (a tenth of a cached read).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const maxBytes = bodyLimitFor(c.req.path)
    return maxBytes === 'streamed' ? next() : limiterFor(maxBytes)(c, next)
  }
}
