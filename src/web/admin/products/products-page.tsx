import { Package } from 'lucide-react'
import { productCategories } from '../../../shared/paths'
import { categoryLabels } from '../../storefront/products/lib/category-labels'
import { type CatalogFilter, CatalogScreen } from '../catalog/catalog-screen'
import { RequireStaff } from '../require-staff'
import { productColumns } from './product-columns'
import { ProductForm } from './product-form'
import { productResource } from './product-resource'

const categoryFilter: CatalogFilter = {
  key: 'category',
  label: 'Filter products by category',
  options: [
    { value: 'all', label: 'All Categories' },
    ...productCategories.map((c) => ({ value: c, label: categoryLabels[c] })),
  ],
}

/**
 * Products management (SPEC.md §2): search, category and status in the URL, the
 * server pages; add and edit in a dialog, the eye button, delete after asking.
 */
export function AdminProductsPage() {
  return (
    <RequireStaff section="products">
      <CatalogScreen
        resource={productResource}
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
