import { withQuery } from './query-string.ts'

/**
 * The back office's catalog API: products, bundles, recipes and promos (web
 * fetches, server tests). Apart from catalog.ts, so the storefront bundle never
 * carries them.
 */
function listQuery(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === 'all') continue
    if (key === 'page' && value === 1) continue
    params.set(key, String(value))
  }
  return params
}

function resource(base: string) {
  return {
    list: (query: Record<string, string | number | undefined> = {}) =>
      withQuery(base, listQuery(query)),
    create: base,
    item: (id: number) => `${base}/${id}`,
    visibility: (id: number) => `${base}/${id}/visibility`,
  }
}

export const adminCatalogApiPaths = {
  products: resource('/api/admin/products'),
  /** Every product (drafts marked) for the bundle and recipe pickers. */
  productOptions: '/api/admin/products/options',
  bundles: resource('/api/admin/bundles'),
  recipes: resource('/api/admin/recipes'),
  promos: resource('/api/admin/promos'),
} as const

export type AdminResourcePaths = ReturnType<typeof resource>
