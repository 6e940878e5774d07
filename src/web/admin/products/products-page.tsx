import { Package } from 'lucide-react'
import { productCategories } from '#shared/paths.ts'
import {
  type ProductListParams,
  productListParamsSchema,
} from '#web/admin/catalog/catalog-list-params.ts'
import { type CatalogFilter, CatalogScreen } from '#web/admin/catalog/catalog-screen.tsx'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { categoryLabels } from '#web/ui/product/category-labels.ts'
import { productColumns } from './product-columns.tsx'
import { ProductForm } from './product-form.tsx'
import { productResource } from './product-resource.ts'

const categoryFilter: CatalogFilter<ProductListParams> = {
  key: 'category',
  label: 'Filter products by category',
  options: [
    { value: 'all', label: 'All Categories' },
    ...productCategories.map((c) => ({ value: c, label: categoryLabels[c] })),
  ],
}

/**
 * Products management (docs/product-rules.md §2): search, category and status in the URL, the
 * server pages; add and edit in a dialog, the eye button, delete after asking.
 */
export function AdminProductsPage() {
  return (
    <RequireStaff section="products">
      <CatalogScreen
        resource={productResource}
        listParams={productListParamsSchema}
        noun="products"
        searchPlaceholder="Search products..."
        emptyTitle="No products found matching your filters."
        emptyIcon={Package}
        columns={productColumns}
        filters={[categoryFilter]}
        dialogSize="lg"
        deleteDescription={(p) => `This will permanently delete ${p.name} and its images.`}
        // Keyed, so each opening starts from that product's values.
        renderForm={(product, close) => (
          <ProductForm key={product?.id ?? 'new'} product={product} onDone={close} />
        )}
      />
    </RequireStaff>
  )
}
