import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { paths } from '#shared/paths.ts'
import { orderLookupRequestSchema } from '#shared/schemas/orders.ts'
import { lookUpOrder } from './order-lookup.ts'

/** Why an old link did not open its order, as the lookup form's page reads it (`?lookup=`). */
export type OldLinkFailure = 'not-found' | 'too-many'

/**
 * `GET /order-status?orderId=&email=`: the link every email sent before order links
 * became secrets (decision 0072). It is looked up under the lookup form's rules (the
 * same limits, the same 404 for a wrong id or a wrong email) and answered with a 303
 * to `/orders/<token>`, a token minted now, so the email leaves the address bar (and
 * the history entry) at once. A link that opens nothing goes to the form with the
 * order id filled in and the reason, never the email. The form without a query, and
 * anything else, is the page as usual.
 */
export function oldOrderLinkRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(paths.orderStatus, async (c, next) => {
    const email = c.req.query('email')
    if (email === undefined) return next()
    c.header('Cache-Control', 'no-store')
    const parsed = orderLookupRequestSchema.safeParse({
      orderId: c.req.query('orderId') ?? '',
      email,
    })
    const orderId = parsed.success ? parsed.data.orderId : ''
    let failure: OldLinkFailure = 'not-found'
    if (parsed.success) {
      try {
        const { token } = await lookUpOrder(deps, { ...parsed.data, clientKey: callerKey(c, deps) })
        return c.redirect(paths.orderPage(token), 303)
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        if (err.status === 429) failure = 'too-many'
      }
    }
    const query = new URLSearchParams({ ...(orderId ? { orderId } : {}), lookup: failure })
    return c.redirect(`${paths.orderStatus}?${query}`, 303)
  })
}
