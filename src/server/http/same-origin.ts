import type { MiddlewareHandler } from 'hono'
import { AppError } from './errors.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests sent by another site (docs/architecture.md §3). Browsers
 * send `Sec-Fetch-Site` and `Origin` on cross-origin writes; requests without
 * either (curl, server-to-server) carry no ambient cookies from a victim's browser.
 */
export function sameOriginWrites(
  publicUrl: string | undefined,
  trustProxyHops = 0,
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
      // the https one the proxy names (only when TRUST_PROXY says the header is ours).
      if (trustProxyHops > 0 && c.req.header('x-forwarded-proto') === 'https')
        url.protocol = 'https:'
      if (origin !== url.origin && origin !== allowedOrigin) throw refused()
    }
    return next()
  }
}

const refused = () =>
  new AppError(403, 'cross_origin_refused', 'Requests from other websites are not allowed.')
