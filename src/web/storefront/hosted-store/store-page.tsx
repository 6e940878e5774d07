import type { QueryClient } from '@tanstack/react-query'
import { Store } from 'lucide-react'
import { pageTexts } from '#shared/page-titles.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import {
  hostedProductsQueryOptions,
  useHostedProducts,
} from '#web/storefront/hosted-store/api/get-hosted-products.ts'
import { HostedProductCard } from '#web/storefront/hosted-store/components/hosted-product-card.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

export function storePageLoader(queryClient: QueryClient) {
  return () => {
    prefetchQuery(queryClient, hostedProductsQueryOptions)
    return null
  }
}

/** /store: every product of the hosted store, each linking to /store/{id}. */
export function StorePage() {
  const products = useHostedProducts()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta {...pageTexts.store} />
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Store</h1>
      <QueryBoundary
        query={products}
        pending={<PageSpinner className="min-h-dvh" />}
        loadError={{ message: 'We could not load the store. Please try again.' }}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon={Store} title="No products yet">
              <p>The store has nothing for sale right now. Please check back soon.</p>
            </EmptyState>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <HostedProductCard item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </div>
  )
}
