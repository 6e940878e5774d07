import type { ReactNode } from 'react'
import type { ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { useProductOptions } from '#web/admin/products/api/get-product-options.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Spinner } from '#web/ui/spinner.tsx'

/** Loads the product options for a picker: spinner, error with retry, then the picker. */
export function WithProductOptions({
  children,
}: {
  children: (options: ProductOption[]) => ReactNode
}) {
  return (
    <QueryBoundary
      query={useProductOptions()}
      pending={<Spinner label="Loading products" className="flex py-4" />}
      loadError={{ message: 'The products could not be loaded.' }}
    >
      {children}
    </QueryBoundary>
  )
}
