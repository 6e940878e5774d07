import type { ListingCategory } from '#shared/catalog-options.ts'

export const categoryLabels: Record<ListingCategory, string> = {
  all: 'All Products',
  beef: 'Beef',
  pork: 'Pork',
  chicken: 'Chicken',
  seafood: 'Seafood',
}
