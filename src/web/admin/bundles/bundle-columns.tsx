import type { AdminBundle } from '../../../shared/schemas/admin-catalog-views'
import type { CatalogColumn } from '../catalog/catalog-table'
import { CatalogThumbnail } from '../catalog/catalog-thumbnail'
import { BundlePrice } from './bundle-price'

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
