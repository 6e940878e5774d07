import { Link } from 'react-router'
import { HOME_NEWEST_LIMIT } from '#shared/catalog-options.ts'
import { paths } from '#shared/paths.ts'
import { useNewestProducts } from '#web/storefront/products/api/get-newest-products.ts'
import {
  ProductGrid,
  ProductGridSkeleton,
} from '#web/storefront/products/components/product-grid.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'

function Note({ children }: { children: string }) {
  return <p className="mt-6 text-center text-stone-700">{children}</p>
}

/** Our Newest Cuts: up to four published products tagged NEW, and View All Products. */
export function NewestCuts() {
  const newest = useNewestProducts()
  return (
    <section aria-labelledby="newest-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="newest-heading" className="text-center text-3xl font-bold text-stone-900">
          Our Newest Cuts
        </h2>
        <QueryBoundary
          query={newest}
          pending={
            <ProductGridSkeleton count={HOME_NEWEST_LIMIT} columns="wide" className="mt-10" />
          }
          // A quiet line, not an alert: the rest of the home page is still there.
          renderError={() => <Note>We could not load our newest cuts just now.</Note>}
        >
          {({ items }) =>
            items.length > 0 ? (
              <ProductGrid
                products={items.slice(0, HOME_NEWEST_LIMIT)}
                columns="wide"
                className="mt-10"
              />
            ) : (
              <Note>New cuts are on their way. Browse our full range in the meantime.</Note>
            )
          }
        </QueryBoundary>
        <div className="mt-10 text-center">
          <Link
            to={paths.products()}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            View All Products
          </Link>
        </div>
      </div>
    </section>
  )
}
