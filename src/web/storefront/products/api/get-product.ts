import { queryOptions, useQuery } from '@tanstack/react-query'
import { catalogApiPaths } from '#shared/api-paths/catalog.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import { api } from '#web/lib/api-client.ts'
import { productsKeys } from './products-keys.ts'

/** One published product and up to four others of its category. 404 for unknown or draft. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productsKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(catalogApiPaths.product(id), signal),
  })
}

/** `id` null: the address holds no usable id, so nothing is asked. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null })
}
