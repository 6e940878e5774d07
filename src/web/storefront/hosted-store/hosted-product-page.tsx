import type { QueryClient } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useParams } from 'react-router'
import { hostedProductPageText } from '#shared/page-titles.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import {
  hostedProductQueryOptions,
  useHostedProduct,
} from '#web/storefront/hosted-store/api/get-hosted-product.ts'
import { BackToStoreLink } from '#web/storefront/hosted-store/components/back-to-store-link.tsx'
import { HostedErrorView } from '#web/storefront/hosted-store/components/hosted-error-view.tsx'
import { HostedProductDetails } from '#web/storefront/hosted-store/components/hosted-product-details.tsx'
import { loadErrorMessage } from '#web/storefront/hosted-store/lib/load-error-message.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

export function hostedProductPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    prefetchQuery(queryClient, hostedProductQueryOptions(params.id ?? ''))
    return null
  }
}

/** /store/{id}: one product of the hosted store, through our server (docs/product-rules.md §2). */
export function HostedProductPage() {
  const id = useParams().id ?? ''
  const query = useHostedProduct(id)
  const product = query.data
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta {...(product && hostedProductPageText(product))} />
      <BackToStoreLink />
      <QueryBoundary
        query={query}
        pending={<PageSpinner className="min-h-dvh" />}
        renderError={(error) => <HostedErrorView message={loadErrorMessage(error)} />}
      >
        {(loaded) => <HostedProductDetails key={loaded.id} product={loaded} />}
      </QueryBoundary>
    </div>
  )
}
