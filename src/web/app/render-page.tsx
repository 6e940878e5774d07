import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'
import sanitizeHtml from 'sanitize-html'
import type { PageRenderer, RenderedPage } from '#shared/page-render.ts'
import { setApiTransport } from '#web/lib/api-client.ts'
import { settlePrefetches } from '#web/lib/prefetch.ts'
import { provideSanitizer } from '#web/storefront/hosted-store/lib/html-sanitizer.ts'
import type { PageData } from './page-data.ts'
import { Providers } from './providers.tsx'
import { createQueryClient } from './query-client.ts'
import { serializeQueryState } from './query-state.ts'
import { isShellOnly } from './shell-only.tsx'
import { storefrontRoutes } from './storefront-routes.tsx'

/**
 * The storefront rendered on the server (React Router's data APIs: a static handler
 * runs the same routes and loaders as the browser, decision 0065). Built by
 * `vite build --ssr` into dist/ssr and loaded by the server at start; never part of
 * the browser's download.
 */

/** The API of the request being rendered: renders run concurrently, each with its own. */
const requestApi = new AsyncLocalStorage<(request: Request) => Promise<Response>>()

// The pages' queries call the API with paths like /api/catalog/products; here they
// are answered in process, from the same cached JSON the browser would get.
setApiTransport((url, init) => {
  const fetchApi = requestApi.getStore()
  if (!fetchApi) throw new Error('An API call outside a page render')
  return fetchApi(new Request(new URL(url, 'http://render.internal'), init))
})

// sanitize-html's defaults: no scripts, no event handlers, no styles.
provideSanitizer((html) => sanitizeHtml(html))

/** JSON inside <script>: `<` escaped so no text in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))
}

/** True when the deepest route matched is the catch-all (the not-found page). */
function isNotFoundMatch(context: StaticHandlerContext): boolean {
  return context.matches.at(-1)?.route.path === '*'
}

export const renderPage: PageRenderer = async ({ url, fetchApi }) => {
  const queryClient = createQueryClient()
  // A refused answer renders as refused (an unknown product's not-found view), not as
  // 'loading, will ask again' (restoreQueryState keeps it so in the browser).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  })
  const routes = [storefrontRoutes(queryClient)]
  const handler = createStaticHandler(routes)
  const request = new Request(url, { method: 'GET' })

  const context = await requestApi.run(fetchApi, async () => {
    const result = await handler.query(request, {
      // The shopper's own pages start their data in the browser, never here.
      filterMatchesToLoad: (match) => !isShellOnly(match.route.handle),
    })
    await settlePrefetches(queryClient)
    return result
  })
  // Our loaders neither redirect nor throw (prefetchQuery keeps failures in the cache).
  if (context instanceof Response) throw new Error(`A loader answered ${context.status} for ${url}`)
  if (context.errors) throw new Error(`A route failed to load for ${url}`)

  // A route whose loader was skipped still counts as loaded, or the browser would
  // run it before hydrating and show something other than the HTML.
  const loaderData: Record<string, unknown> = { ...context.loaderData }
  for (const match of context.matches) {
    if (match.route.loader && !(match.route.id in loaderData)) loaderData[match.route.id] = null
  }
  const router = createStaticRouter(handler.dataRoutes, { ...context, loaderData })
  const appHtml = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  const data: PageData = {
    router: { loaderData, actionData: null, errors: null },
    queries: serializeQueryState(queryClient),
  }
  queryClient.clear()
  const status: RenderedPage['status'] = isNotFoundMatch(context) ? 404 : 200
  return { status, appHtml, dataJson: scriptSafeJson(data) }
}
