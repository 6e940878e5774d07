import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'
import sanitizeHtml from 'sanitize-html'
import type { PageContent, PageRenderer, RenderedPage } from '#shared/page-render.ts'
import { setApiTransport } from '#web/lib/api-client.ts'
import { settlePrefetches } from '#web/lib/prefetch.ts'
import { createRenderTurns, RenderTurnsProvider } from '#web/lib/render-turn.tsx'
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

/**
 * A render still unfinished after this long is cut short: the parts not yet rendered
 * go out empty and the browser renders them. Nothing in a page waits on anything but
 * the event loop, so this only bounds a bug.
 */
const RENDER_LATEST_MS = 10_000

/** One pass of the event loop: what arrived meanwhile (other requests) runs first. */
const nextLoopPass = () => new Promise<void>((resolve) => setImmediate(resolve))

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

export const renderPage: PageRenderer = async ({ url, fetchApi, onPartFailed }) => {
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
  // Failures inside a boundary seen before the outer part is ready are reported only
  // if the page goes out: when the outer part fails, the rejection says it all.
  let partFailures: unknown[] | undefined = []
  // A timer of our own, cleared when the page is done. Node keeps an
  // AbortSignal.timeout that has a listener alive until it fires, and React's listener
  // holds the render: every finished page would stay in memory for the whole delay.
  const cutShort = new AbortController()
  const latest = setTimeout(() => cutShort.abort(new Error('render cut short')), RENDER_LATEST_MS)
  const stream = await renderToReadableStream(
    <StrictMode>
      <RenderTurnsProvider value={createRenderTurns(nextLoopPass)}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </RenderTurnsProvider>
    </StrictMode>,
    {
      // Never a part sent ahead as a placeholder that an inline script fills later:
      // the CSP allows no such script, and without JavaScript the page must read in
      // order. The server reads the stream once every part has rendered.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: cutShort.signal,
      onError: (error) => {
        if (partFailures) partFailures.push(error)
        else onPartFailed(error)
      },
    },
  ).catch((err: unknown) => {
    clearTimeout(latest)
    throw err
  })
  for (const error of partFailures) onPartFailed(error)
  partFailures = undefined

  const content = (async (): Promise<PageContent> => {
    await stream.allReady.finally(() => clearTimeout(latest))
    const appHtml = await new Response(stream).text()
    const data: PageData = {
      router: { loaderData, actionData: null, errors: null },
      queries: serializeQueryState(queryClient),
    }
    const failedQueries = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' })
      .map((query) => query.queryHash)
    queryClient.clear()
    return { appHtml, dataJson: scriptSafeJson(data), failedQueries }
  })()
  const status: RenderedPage['status'] = isNotFoundMatch(context) ? 404 : 200
  return { status, content }
}
