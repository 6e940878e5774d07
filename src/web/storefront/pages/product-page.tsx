import { PackageX } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { paths } from '../../../shared/paths'
import { buttonClasses } from '../../ui/button-styles'
import { EmptyState } from '../../ui/empty-state'
import { LoadError } from '../../ui/load-error'
import { isNotFound } from '../lib/is-not-found'
import { PageMeta } from '../lib/page-meta'
import { parseId } from '../lib/parse-id'
import { useProduct } from '../products/api/get-product'
import { ProductDetailSkeleton } from '../products/detail/product-detail-skeleton'
import { ProductDetails } from '../products/detail/product-details'
import { RelatedProducts } from '../products/detail/related-products'

/** Cut to the length search engines show (SPEC.md §9 cuts meta descriptions at 160). */
const summary = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text)

/** /product/{id}: everything a shopper needs to choose and buy one cut. */
export function ProductPage() {
  const id = parseId(useParams().id)
  const query = useProduct(id)
  const product = query.data?.product
  const missing = id === null || isNotFound(query.error)
  return (
    <>
      <PageMeta
        title={missing ? 'Product Not Found' : product?.name}
        description={product ? summary(product.description) : undefined}
      />
      {missing ? (
        <EmptyState
          icon={PackageX}
          title="Product Not Found"
          headingLevel="h1"
          action={
            <Link to={paths.products()} className={buttonClasses()}>
              Browse Products
            </Link>
          }
        >
          <p>This product does not exist or is no longer available.</p>
        </EmptyState>
      ) : query.isError ? (
        <LoadError
          title="We could not load this product"
          message="Please check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <div className="mx-auto max-w-7xl px-4 py-8">
          <ProductDetails product={query.data.product} />
          <RelatedProducts products={query.data.related} />
        </div>
      ) : (
        <ProductDetailSkeleton />
      )}
    </>
  )
}
