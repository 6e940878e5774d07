import { PackageX } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { paths } from '#shared/paths.ts'
import { isNotFound } from '#web/storefront/lib/is-not-found.ts'
import { PageMeta } from '#web/storefront/lib/page-meta.tsx'
import { parseId } from '#web/storefront/lib/parse-id.ts'
import { useProduct } from '#web/storefront/products/api/get-product.ts'
import { ProductDetailSkeleton } from '#web/storefront/products/detail/product-detail-skeleton.tsx'
import { ProductDetails } from '#web/storefront/products/detail/product-details.tsx'
import { RelatedProducts } from '#web/storefront/products/detail/related-products.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { LoadError } from '#web/ui/load-error.tsx'

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
