import type { AdminResourcePaths } from '#shared/api-paths/admin-catalog.ts'
import type { CatalogKey } from './catalog-keys.ts'

/**
 * One management screen's resource: products, bundles, recipes and promos share one
 * set of list, save, delete and visibility calls (this folder), each taking it.
 */
export interface CatalogResource<TItem> {
  key: CatalogKey
  paths: AdminResourcePaths
  /** 'Product', 'Bundle', 'Recipe', 'Promo': the toasts' first word (docs/product-rules.md §8). */
  label: string
  nameOf: (item: TItem) => string
}

/** Names the item type once, so the calls and screens that take the resource know it. */
export function defineCatalogResource<TItem extends { id: number }>(
  resource: CatalogResource<TItem>,
): CatalogResource<TItem> {
  return resource
}
