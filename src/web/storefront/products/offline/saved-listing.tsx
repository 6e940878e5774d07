import { WifiOff } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ListingState } from '#shared/listing-state.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { Listing } from '#web/storefront/products/listing/listing-results.tsx'
import { searchSavedProducts } from './saved-products.ts'
import { useSavedProducts } from './use-saved-products.ts'

/**
 * The listing offline when the device has no answer for it (its own chunk: only ever
 * needed offline, and precached): the saved products once read, else `children`, the
 * listing as it is (the offline view when nothing at all is saved).
 */
export function OfflineListing({ state, children }: { state: ListingState; children: ReactNode }) {
  const saved = useSavedProducts()
  return saved.data?.length ? <SavedListing products={saved.data} state={state} /> : children
}

/**
 * The listing offline when the device has no answer for it: the products saved on the
 * device, searched, filtered and sorted as the listing asks, all on one page, and said
 * to be only those (docs/product-rules.md §2).
 */
function SavedListing({
  products,
  state,
}: {
  products: readonly PublicProduct[]
  state: ListingState
}) {
  const items = searchSavedProducts(products, state)
  return (
    <>
      {items.length > 0 && (
        <p className="mt-6 flex gap-1.5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-300">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Showing only the products saved on this device. The full search works again when you are
          back online.
        </p>
      )}
      <Listing
        data={{ items, total: items.length, page: 1, pageSize: items.length, pageCount: 1 }}
        view={state.view}
        stale={false}
        emptyMessage="None of the products saved on this device match. The full search works again when you are back online."
      />
    </>
  )
}
