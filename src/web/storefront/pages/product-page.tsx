import type { QueryClient } from '@tanstack/react-query'
import { PackageX } from 'lucide-react'
import { Link, type LoaderFunctionArgs, useParams } from 'react-router'
import { productPageText } from '#shared/page-titles.ts'
import { paths } from '#shared/paths.ts'
import { effectivePricePerKg } from '#shared/pricing.ts'
import { parseRowId } from '#shared/row-id.ts'
import { PageMeta } from '#web/lib/page-meta.tsx'
import { prefetchQuery } from '#web/lib/prefetch.ts'
import { isNotFound } from '#web/storefront/lib/is-not-found.ts'
import { productQueryOptions, useProduct } from '#web/storefront/products/api/get-product.ts'
import { ProductDetailSkeleton } from '#web/storefront/products/detail/product-detail-skeleton.tsx'
import { ProductDetails } from '#web/storefront/products/detail/product-details.tsx'
import { RelatedProducts } from '#web/storefront/products/detail/related-products.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'

/** The product the address names; an id the shop cannot have is not asked for. */
export function productPageLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseRowId(params.id)
    if (id !== null) prefetchQuery(queryClient, productQueryOptions(id))
    return null
  }
}

/** /product/{id}: everything a shopper needs to choose and buy one cut. */
export function ProductPage() {
  const id = parseRowId(useParams().id)
  const query = useProduct(id)
  const product = query.data?.product
  const missing = id === null || isNotFound(query.error)
  return (
    <>
      <PageMeta
        {...(missing
          ? { title: 'Product Not Found' }
          : product &&
            productPageText({ ...product, pricePerKgCentavos: effectivePricePerKg(product) }))}
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
      ) : (
        <QueryBoundary
          query={query}
          pending={<ProductDetailSkeleton />}
          loadError={{
            title: 'We could not load this product',
            message: 'Please check your connection and try again.',
          }}
        >
          {(detail) => (
            <div className="mx-auto max-w-7xl px-4 py-8">
              <ProductDetails product={detail.product} />
              <RelatedProducts products={detail.related} />
            </div>
          )}
        </QueryBoundary>
      )}
    </>
  )
}
