import { useParams } from 'react-router'
import { PageSpinner } from '../../ui/spinner'
import { PageMeta } from '../lib/page-meta'
import { useHostedProduct } from './api/get-hosted-product'
import { BackToStoreLink } from './components/back-to-store-link'
import { HostedErrorView } from './components/hosted-error-view'
import { HostedProductDetails } from './components/hosted-product-details'
import { loadErrorMessage } from './lib/load-error-message'

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
