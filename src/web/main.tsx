import { onlineManager } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { readPageData } from '#web/app/page-data.ts'
import { Providers } from '#web/app/providers.tsx'
import { createQueryClient } from '#web/app/query-client.ts'
import { restoreQueryState } from '#web/app/query-state.ts'
import { createRouter } from '#web/app/router.tsx'
import { markRootHydrated } from '#web/lib/hydration-mark.ts'
import { yieldToMain } from '#web/lib/yield-to-main.ts'
import { registerServiceWorkerAfterLoad } from '#web/pwa/register-after-load.ts'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

/** The root's part of `<html data-hydrated>` (src/web/lib/hydration-mark.ts). */
function HydratedMark() {
  useEffect(markRootHydrated, [])
  return null
}

/**
 * A storefront page comes rendered by the server with its data; the admin (and the
 * dev server) send an empty root, which the app renders from scratch. Not a top-level
 * await: the page chunks import from this entry, and a top-level await here made the
 * bundler split the entry into dozens of chunks (13 KB more gzip on every page).
 */
async function start(root: HTMLElement) {
  // TanStack Query assumes online until an `offline` event; a page opened offline
  // (from the service worker) must know at once, so its queries wait for the
  // connection and ask again (the cart's quote too) when it returns.
  onlineManager.setOnline(navigator.onLine)
  // Each step of the start-up is its own task, after the scripts' evaluation: on a
  // phone one long task would hold every tap and scroll (Total Blocking Time).
  await yieldToMain()
  const queryClient = createQueryClient()
  const pageData = readPageData()
  if (pageData) restoreQueryState(queryClient, pageData.queries)
  await yieldToMain()
  const router = await createRouter(queryClient, pageData?.router)
  await yieldToMain()

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydratedMark />
      </Providers>
    </StrictMode>
  )
  // A transition lets React work in short slices, so a phone's main thread never
  // blocks for long while the shop starts (Total Blocking Time).
  startTransition(() => {
    if (pageData) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}

void start(container)
registerServiceWorkerAfterLoad()
