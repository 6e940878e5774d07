import { formatPeso } from '#shared/money.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { formatKg } from '#shared/weight.ts'
import type { CatalogColumn } from '#web/admin/catalog/catalog-table.tsx'
import { CatalogThumbnail } from '#web/admin/catalog/catalog-thumbnail.tsx'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { ProductTags } from '#web/ui/product/product-tags.tsx'

/** The cover's smallest copy: a thumbnail needs no more. */
function thumbnailOf(product: AdminProduct): string | null {
  const cover = product.images[product.coverImageIndex] ?? product.images[0]
  if (!cover) return null
  const smallest = [...cover.variants].sort((a, b) => a.width - b.width)[0]
  return smallest?.url ?? cover.url
}

/** The products table (docs/product-rules.md §2), before the shared status and action columns. */
export const productColumns: CatalogColumn<AdminProduct>[] = [
  { heading: 'Image', cell: (p) => <CatalogThumbnail src={thumbnailOf(p)} /> },
  {
    heading: 'Name',
    cell: (p) => (
      <>
        <p className="font-medium">{p.name}</p>
        <p className="font-mono text-xs text-stone-700">{p.sku}</p>
      </>
    ),
  },
  { heading: 'Category', cell: (p) => categoryLabels[p.category] },
  {
    heading: 'Price per kg',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <>
        <p className="font-medium">{formatPeso(p.priceCentavos)}</p>
        {p.discountPriceCentavos !== null && (
          <p className="text-xs text-brand-700">Sale {formatPeso(p.discountPriceCentavos)}</p>
        )}
      </>
    ),
  },
  { heading: 'Stock', className: 'whitespace-nowrap', cell: (p) => formatKg(p.stockGrams) },
  { heading: 'Tags', cell: (p) => <ProductTags tags={p.tags} /> },
]
