import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import type { CatalogColumn } from '#web/admin/catalog/catalog-table.tsx'
import { CatalogThumbnail } from '#web/admin/catalog/catalog-thumbnail.tsx'
import { BundlePrice } from './bundle-price.tsx'

export const bundleColumns: CatalogColumn<AdminBundle>[] = [
  { heading: 'Image', cell: (bundle) => <CatalogThumbnail src={bundle.imageUrl} /> },
  { heading: 'Name', cell: (bundle) => bundle.name, className: 'font-medium' },
  { heading: 'Price', cell: (bundle) => <BundlePrice bundle={bundle} /> },
  {
    heading: 'Contents',
    cell: (bundle) =>
      `${bundle.items.length} ${bundle.items.length === 1 ? 'product' : 'products'}`,
    className: 'whitespace-nowrap text-stone-700',
  },
]
