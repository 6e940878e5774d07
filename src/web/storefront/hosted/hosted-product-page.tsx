import { useParams } from 'react-router'
import { useHostedProduct } from '#web/storefront/hosted/api/get-hosted-product.ts'
import { BackToStoreLink } from '#web/storefront/hosted/components/back-to-store-link.tsx'
import { HostedErrorView } from '#web/storefront/hosted/components/hosted-error-view.tsx'
import { HostedProductDetails } from '#web/storefront/hosted/components/hosted-product-details.tsx'
import { loadErrorMessage } from '#web/storefront/hosted/lib/load-error-message.ts'
import { PageMeta } from '#web/storefront/lib/page-meta.tsx'
import { PageSpinner } from '#web/ui/spinner.tsx'

/** /store/{id}: one product of the hosted store, through our server (SPEC.md §2). */
export function HostedProductPage() {
  const id = useParams().id ?? ''
  const query = useHostedProduct(id)
  const product = query.data
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={product?.title} description={product?.seo_description || undefined} />
      <BackToStoreLink />
      {query.isError ? (
        <HostedErrorView message={loadErrorMessage(query.error)} />
      ) : product ? (
        <HostedProductDetails key={product.id} product={product} />
      ) : (
        <PageSpinner className="min-h-dvh" />
      )}
    </div>
  )
}
