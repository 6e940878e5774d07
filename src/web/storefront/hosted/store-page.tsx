import { Store } from 'lucide-react'
import { useHostedProducts } from '#web/storefront/hosted/api/get-hosted-products.ts'
import { HostedProductCard } from '#web/storefront/hosted/components/hosted-product-card.tsx'
import { PageMeta } from '#web/storefront/lib/page-meta.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { LoadError } from '#web/ui/load-error.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

/** /store: every product of the hosted store, each linking to /store/{id}. */
export function StorePage() {
  const query = useHostedProducts()
  const items = query.data?.items
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Store" />
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Store</h1>
      {query.isError ? (
        <LoadError
          message="We could not load the store. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : !items ? (
        <PageSpinner className="min-h-dvh" />
      ) : items.length === 0 ? (
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
      )}
    </div>
  )
}
