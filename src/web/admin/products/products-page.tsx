import { Package } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { productCategories } from '../../../shared/paths'
import type { AdminProduct } from '../../../shared/schemas/admin-catalog-views'
import { categoryLabels } from '../../storefront/products/lib/category-labels'
import { LoadError } from '../../ui/load-error'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import {
  useCatalogList,
  useDeleteCatalogItem,
  useSetCatalogVisibility,
} from '../catalog/catalog-resource'
import { CatalogTable } from '../catalog/catalog-table'
import { RequireStaff } from '../require-staff'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ListToolbar } from '../ui/list-toolbar'
import { Pagination } from '../ui/pagination'
import { useListParams } from '../ui/use-list-params'
import { productColumns } from './product-columns'
import { ProductDialog, type ProductDialogTarget } from './product-dialog'
import { productResource } from './product-resource'

/**
 * Products management (SPEC.md §2): search, category and status in the URL, the
 * server pages; add and edit in a dialog, the eye button, delete after asking.
 * `?new=1` (the dashboard's quick action) opens the add dialog at once.
 */
function ProductsScreen() {
  const { list, update } = useListParams(['category'])
  const category = list.extra.category ?? 'all'
  const products = useCatalogList(productResource, {
    q: list.q,
    status: list.status,
    category,
    page: list.page,
  })
  const visibility = useSetCatalogVisibility(productResource)
  const remove = useDeleteCatalogItem(productResource)
  const [searchParams, setSearchParams] = useSearchParams()
  const [dialog, setDialog] = useState<ProductDialogTarget | null>(null)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)

  const wantsNew = searchParams.get('new') === '1'
  useEffect(() => {
    if (wantsNew) setDialog({ product: null })
  }, [wantsNew])
  const closeDialog = () => {
    setDialog(null)
    if (wantsNew) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('new')
          return next
        },
        { replace: true },
      )
    }
  }

  const onSearch = useCallback((q: string) => update({ q }), [update])
  const pageCount = products.data?.pageCount ?? 0
  const beyondLastPage = !products.isPlaceholderData && pageCount > 0 && list.page > pageCount
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount })
  }, [beyondLastPage, pageCount, update])

  return (
    <div className="space-y-4">
      <ListToolbar
        noun="products"
        q={list.q}
        onSearch={onSearch}
        placeholder="Search products..."
        status={list.status}
        onStatus={(status) => update({ status })}
        addLabel="Add Product"
        onAdd={() => setDialog({ product: null })}
      >
        <div className="min-w-40 flex-1 sm:flex-none">
          <label htmlFor="products-category-filter" className="sr-only">
            Filter products by category
          </label>
          <Select
            id="products-category-filter"
            value={category}
            onChange={(event) => update({ extra: { category: event.target.value } })}
          >
            <option value="all">All Categories</option>
            {productCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </Select>
        </div>
      </ListToolbar>
      <div className="rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        {products.isPending ? (
          <Spinner label="Loading products" className="mx-auto flex py-14" />
        ) : products.isError ? (
          <LoadError
            message="The products could not be loaded."
            onRetry={() => void products.refetch()}
          />
        ) : (
          <CatalogTable
            title="Products"
            items={products.data.items}
            columns={productColumns}
            nameOf={productResource.nameOf}
            emptyTitle="No products found matching your filters."
            emptyIcon={Package}
            stale={products.isPlaceholderData}
            togglingId={visibility.isPending ? (visibility.variables?.item.id ?? null) : null}
            onToggle={(item, next) => visibility.mutate({ item, visibility: next })}
            onEdit={(product) => setDialog({ product })}
            onDelete={setDeleting}
          />
        )}
      </div>
      {products.data && products.data.total > 0 && (
        <Pagination
          page={products.data.page}
          pageCount={products.data.pageCount}
          onPage={(page) => update({ page })}
        />
      )}
      <ProductDialog target={dialog} onClose={closeDialog} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete product?"
        description={`This will permanently delete ${deleting?.name ?? 'this product'} and its images.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }}
      />
    </div>
  )
}

export function AdminProductsPage() {
  return (
    <RequireStaff section="products">
      <ProductsScreen />
    </RequireStaff>
  )
}
