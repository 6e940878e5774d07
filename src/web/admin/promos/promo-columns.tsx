import type { AdminPromo } from '../../../shared/schemas/admin-catalog-views'
import type { CatalogColumn } from '../catalog/catalog-table'
import { CatalogThumbnail } from '../catalog/catalog-thumbnail'
import { formatPromoDates, promoState } from './promo-dates'
import { PromoStateBadge } from './promo-state-badge'

export const promoColumns: CatalogColumn<AdminPromo>[] = [
  { heading: 'Image', cell: (promo) => <CatalogThumbnail src={promo.imageUrl} /> },
  { heading: 'Title', cell: (promo) => promo.title, className: 'font-medium' },
  {
    heading: 'Dates',
    cell: (promo) => formatPromoDates(promo.startDate, promo.endDate),
    className: 'whitespace-nowrap text-stone-700',
  },
  { heading: 'State', cell: (promo) => <PromoStateBadge state={promoState(promo)} /> },
]
