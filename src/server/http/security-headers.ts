import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { appStartLoaderCspSource } from '#server/page-rendering/deferred-app-start.ts'
import { API_REFERENCE_SCRIPT } from './openapi-routes.ts'

/**
 * Security headers on every response (docs/architecture.md §3). Scripts only from our own
 * origin; inline styles are allowed because UI primitives position popovers with
 * style attributes.
 */
export function securityHeaders(): MiddlewareHandler {
  const pages = headersWith(["'self'", appStartLoaderCspSource])
  // The API reference (/api/docs, decision 0085) adds its renderer, by its pinned address.
  const apiDocs = headersWith(["'self'", API_REFERENCE_SCRIPT])
  return async (c, next) => {
    await (c.req.path === '/api/docs' ? apiDocs : pages)(c, next)
    // An order page's address is its secret link (decision 0072), and an old link's
    // holds an email: no request from them names the page, not even to this shop.
    if (isOrderLinkPage(c.req.path)) c.res.headers.set('Referrer-Policy', 'no-referrer')
  }
}

function headersWith(scriptSrc: string[]): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The one inline script: the rendered pages' deferred start (decision 0069).
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The installable shop's service worker and web app manifest (decision 0066).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The contact page embeds an OpenStreetMap map of the shop.
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  })
}

const isOrderLinkPage = (path: string) =>
  path.startsWith('/orders/') || path === '/order-status' || path === '/order-status/'
