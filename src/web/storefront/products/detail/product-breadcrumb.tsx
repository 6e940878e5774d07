import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { categoryLabels } from '#web/ui/product/category-labels.ts'

const linkClass = 'rounded-sm text-stone-700 hover:text-brand-700 hover:underline'

/** Home › Products › {category} › {name} */
export function ProductBreadcrumb({ product }: { product: PublicProduct }) {
  const separator = <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li className="flex items-center gap-1">
          <Link to={paths.home} className={linkClass}>
            Home
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1">
          <Link to={paths.products()} className={linkClass}>
            Products
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-1">
          <Link to={paths.products(product.category)} className={linkClass}>
            {categoryLabels[product.category]}
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="font-medium text-stone-900">
          {product.name}
        </li>
      </ol>
    </nav>
  )
}
