import type { MiddlewareHandler } from 'hono'
import { forwardedHttps } from './client-ip.ts'
import { AppError } from './errors.ts'
import { noTrustedProxy, type TrustedProxies } from './trusted-proxies.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

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
