import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** The management screens that share the catalog screen, each its own key. */
export type CatalogKey = 'products' | 'bundles' | 'recipes' | 'promos'

export type CatalogListQuery = Record<string, string | number | undefined>

/** Query keys of the catalog screens, under the staff root so logout drops them. */
export const catalogKeys = {
  all: (key: CatalogKey) => [staffQueryKeyRoot, key] as const,
  list: (key: CatalogKey, query: CatalogListQuery) =>
    [...catalogKeys.all(key), 'list', query] as const,
}
