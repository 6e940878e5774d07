import type { ListingCategory } from '../../../../shared/catalog-options'

export const categoryLabels: Record<ListingCategory, string> = {
  all: 'All Products',
  beef: 'Beef',
  pork: 'Pork',
  chicken: 'Chicken',
  seafood: 'Seafood',
}
