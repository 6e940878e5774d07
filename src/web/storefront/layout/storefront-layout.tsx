import type { QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { declareHydratedParts } from '#web/lib/hydration-mark.ts'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { RenderTurn } from '#web/lib/render-turn.tsx'
import { siteQueryOptions } from '#web/site/api/get-site.ts'
import { usePageToasts } from '#web/ui/use-page-toasts.ts'
import { OfflineNotice } from './offline-notice.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** Header and footer show the shop's name and details on every page. */
export function storefrontLayoutLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, siteQueryOptions)
    return null
  }
}

/** The parts rendered in turns of their own; the page is the app once each has hydrated. */
const parts = { page: 'page', footer: 'footer' } as const

export function StorefrontLayout() {
  declareHydratedParts(Object.values(parts))
  // 'Added to Cart' and 'Cart cleared' stay on the page where they were tapped.
  usePageToasts()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineNotice />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* The page and the footer render in turns of their own on the server, and
            hydrate as parts of their own in the browser (decision 0070). */}
        <Suspense fallback={null}>
          <RenderTurn name={parts.page}>
            <Outlet />
          </RenderTurn>
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <RenderTurn name={parts.footer}>
          <SiteFooter />
        </RenderTurn>
      </Suspense>
      <ScrollRestoration />
    </div>
  )
}
