import type { MiddlewareHandler } from 'hono'
import { paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import { forwardedHttps } from './client-ip.ts'
import { AppError } from './errors.ts'
import { noTrustedProxy, type TrustedProxies } from './trusted-proxies.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The one write this rule does not apply to, matched exactly: the payment gateway's
 * webhook (issue 32 §2). PayMongo's servers post it from no browser and with no cookie,
 * so the rule protects nothing there (it guards a victim's browser's ambient cookies),
 * and PayMongo may send whatever Origin or Sec-Fetch-Site it likes; the route trusts
 * nothing but the HMAC signature over the raw body (paymongo-webhook-routes.ts), reads
 * no session, and changes nothing a request without that signature could reach.
 */
const signatureOnlyPaths: ReadonlySet<string> = new Set([paymentGatewayApiPaths.paymongoWebhook])

/**
 * Refuses state-changing requests sent by another site (docs/architecture.md §3). Browsers
 * send `Sec-Fetch-Site` and `Origin` on cross-origin writes; requests without
 * either (curl, server-to-server) carry no ambient cookies from a victim's browser.
 */
export function sameOriginWrites(
  publicUrl: string | undefined,
  trustProxy: TrustedProxies = noTrustedProxy,
): MiddlewareHandler {
  const allowedOrigin = publicUrl ? new URL(publicUrl).origin : undefined
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next()
    if (c.req.method === 'POST' && signatureOnlyPaths.has(c.req.path)) return next()
    const fetchSite = c.req.header('sec-fetch-site')
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw refused()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const url = new URL(c.req.url)
      // Behind our own TLS proxy the request reaches us as http: the browser's origin is
      // the https one the proxy names (only when the peer is a proxy TRUST_PROXY names).
      if (forwardedHttps(c, trustProxy)) url.protocol = 'https:'
      if (origin !== url.origin && origin !== allowedOrigin) throw refused()
    }
    return next()
  }
}

const refused = () =>
  new AppError(403, 'cross_origin_refused', 'Requests from other websites are not allowed.')
