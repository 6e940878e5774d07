import { productCategories } from './paths.ts'

/**
 * Plain constants of the public catalog (no zod here, so the storefront can import
 * them without pulling a validation library into its first page).
 */
export const listingCategories = ['all', ...productCategories] as const
export type ListingCategory = (typeof listingCategories)[number]

export const productSorts = ['name', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof productSorts)[number]

export const productSortLabels: Record<ProductSort, string> = {
  name: 'Name A-Z',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
}

export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
/** Longer searches are refused; up to this length they simply find nothing. */
export const MAX_SEARCH_LENGTH = 10_000
export const HOME_NEWEST_LIMIT = 4
/** Low stock (docs/product-rules.md §9): above 0 and below 5 kg. */
export const LOW_STOCK_GRAMS = 5_000

/** Category banners on the listing (docs/product-rules.md §2), for the four real categories. */
export const categoryBanners = {
  beef: {
    title: 'Premium Beef',
    description:
      'Well-marbled steaks, roasts and stewing cuts from trusted Philippine and imported herds.',
  },
  pork: {
    title: 'Quality Pork',
    description: 'Liempo, kasim, pigue and more, cut fresh for grilling, frying and slow braising.',
  },
  chicken: {
    title: 'Farm-Fresh Chicken',
    description:
      'Free-range whole birds and cuts, cleaned and ready for tinola, adobo or the oven.',
  },
  seafood: {
    title: 'Fresh Seafood',
    description:
      'Prawns, fish and shellfish from Philippine waters, flash-frozen to keep them sweet.',
  },
} as const
