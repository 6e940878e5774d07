/**
 * Back-office API addresses in one place (web fetches, server tests). Kept apart
 * from api-paths.ts so the storefront bundle never carries them.
 */
function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === 'all') continue
    if (key === 'page' && value === 1) continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${base}?${text}` : base
}

function resource(base: string) {
  return {
    list: (query: Record<string, string | number | undefined> = {}) => withQuery(base, query),
    create: base,
    item: (id: number) => `${base}/${id}`,
    visibility: (id: number) => `${base}/${id}/visibility`,
  }
}

export const adminApiPaths = {
  products: resource('/api/admin/products'),
  /** Every product (drafts marked) for the bundle and recipe pickers. */
  productOptions: '/api/admin/products/options',
  bundles: resource('/api/admin/bundles'),
  recipes: resource('/api/admin/recipes'),
  promos: resource('/api/admin/promos'),
  /** multipart/form-data with one `file` field. */
  media: '/api/admin/media',
  dashboard: '/api/admin/dashboard',
} as const

export type AdminResourcePaths = ReturnType<typeof resource>
