import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import type { CatalogColumn } from '#web/admin/catalog/catalog-table.tsx'
import { CatalogThumbnail } from '#web/admin/catalog/catalog-thumbnail.tsx'
import { formatPromoDates, promoState } from './promo-dates.ts'
import { PromoStateBadge } from './promo-state-badge.tsx'

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
