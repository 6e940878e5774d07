import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { appStartLoaderCspSource } from '#server/seo/deferred-app-start.ts'

/**
 * Security headers on every response (docs/architecture.md §3). Scripts only from our own
 * origin; inline styles are allowed because UI primitives position popovers with
 * style attributes.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The one inline script: the rendered pages' deferred start (decision 0069).
      scriptSrc: ["'self'", appStartLoaderCspSource],
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
