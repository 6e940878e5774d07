import type { ReactNode } from 'react'
import type { ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { useProductOptions } from '#web/admin/products/api/get-product-options.ts'
import { LoadError } from '#web/ui/load-error.tsx'
import { Spinner } from '#web/ui/spinner.tsx'

/** Loads the product options for a picker: spinner, error with retry, then the picker. */
export function WithProductOptions({
  children,
}: {
  children: (options: ProductOption[]) => ReactNode
}) {
  const options = useProductOptions()
  if (options.isPending) return <Spinner label="Loading products" className="flex py-4" />
  if (options.isError) {
    return (
      <LoadError
        message="The products could not be loaded."
        onRetry={() => void options.refetch()}
      />
    )
  }
  return children(options.data)
}
