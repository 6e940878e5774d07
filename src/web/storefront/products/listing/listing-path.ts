import type { ListingCategory } from '#shared/catalog-options.ts'
import { type ListingParams, listingSearch } from '#shared/listing-state.ts'
import { paths } from '#shared/paths.ts'

/** The listing's own path: `/products` for everything, `/products/{category}` otherwise. */
export const listingPath = (category: ListingCategory) =>
  paths.products(category === 'all' ? undefined : category)

/** A listing's full address, naming only what differs from the defaults. */
export const listingHref = (category: ListingCategory, params: ListingParams) =>
  `${listingPath(category)}${listingSearch(params)}`
