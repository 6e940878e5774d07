import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'

/** One published product and up to four others of its category. 404 for unknown or draft. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['catalog', 'products', 'detail', id],
    queryFn: ({ signal }) => api.get<ProductDetail>(apiPaths.product(id), signal),
  })
}

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null })
}
