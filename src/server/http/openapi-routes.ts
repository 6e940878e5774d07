import { type Env, Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { documented } from './openapi.ts'

/**
 * The API reference's renderer, pinned: its script is allowed by this exact address in
 * the docs page's own Content-Security-Policy (security-headers.ts), never by host.
 */
export const API_REFERENCE_SCRIPT = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.76.0'

export interface OpenApiOptions {
  /** The whole app, read when the document is first asked for (its routes are all mounted by then). */
  app: () => { routes: Hono['routes'] }
  /** The staff session cookie's name: the admin routes' security scheme. */
  sessionCookie: string
}

/** Scalar's API reference over our document; its script from one pinned address. */
const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference · Prime Cuts Butchery</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${API_REFERENCE_SCRIPT}"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`

const docsStart = `Scalar.createApiReference('#api-reference', { url: '/api/openapi.json', withDefaultFonts: false, hideClientButton: true })\n`

/** Paths that need a signed-in staff member; who among staff may call each is in its description. */
const staffOnly = (path: string) => path.startsWith('/api/admin/')

/** `GET /api/openapi.json` and the reference page at `GET /api/docs` (decision 0085). */
export function openApiRoutes<E extends Env>(options: OpenApiOptions) {
  let document: Promise<unknown> | undefined
  const build = async () => {
    const spec = await generateSpecs(options.app() as Hono, {
      // `export.csv` and `openapi.json` are routes, not static files.
      exclude: [],
      excludeStaticFile: false,
      documentation: {
        openapi: '3.1.0',
        info: {
          title: 'Prime Cuts Butchery API',
          version: '1',
          description:
            'The shop’s HTTP API: the storefront, checkout and the staff back office. Money is in integer centavos, weights in integer grams, times ISO 8601. Every error answer is `{ error: { code, message, fields? } }`.',
        },
        components: {
          securitySchemes: {
            staffSession: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
          },
        },
      },
    })
    for (const [path, operations] of Object.entries(spec.paths ?? {})) {
      if (!staffOnly(path) || !operations) continue
      for (const operation of Object.values(operations)) {
        if (operation && typeof operation === 'object' && 'responses' in operation) {
          Object.assign(operation, { security: [{ staffSession: [] }] })
        }
      }
    }
    return spec
  }
  return new Hono<E>()
    .get(
      '/openapi.json',
      documented({
        summary: 'This document: every route of the API, its input and its answers',
        tags: ['api-docs'],
        answers: {
          200: { description: 'An OpenAPI 3.1 document', contentType: 'application/json' },
        },
      }),
      async (c) => {
        document ??= build()
        c.header('Cache-Control', 'no-cache')
        return c.json(await document)
      },
    )
    .get(
      '/docs',
      documented({
        summary: 'The API reference, readable in a browser (for staff and integrators)',
        tags: ['api-docs'],
        answers: { 200: { description: 'An HTML page', contentType: 'text/html' } },
      }),
      (c) => {
        c.header('Cache-Control', 'no-cache')
        return c.html(docsPage)
      },
    )
    .get(
      '/docs/start.js',
      documented({
        summary: 'The reference page’s start-up script (no inline script, for the page’s CSP)',
        tags: ['api-docs'],
        answers: { 200: { description: 'JavaScript', contentType: 'text/javascript' } },
      }),
      (c) => {
        c.header('Content-Type', 'text/javascript; charset=utf-8')
        c.header('Cache-Control', 'no-cache')
        return c.body(docsStart)
      },
    )
}
