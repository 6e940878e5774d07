import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '../../../../shared/api-paths'
import type { HostedProduct } from '../../../../shared/schemas/hosted'
import { api } from '../../../lib/api-client'

/** Our server's proxy for one hosted-store product (DESIGN.md §4). */
export const hostedProductUrl = apiPaths.hostedProduct

export function hostedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['hosted', 'products', 'detail', id],
    queryFn: ({ signal }) => api.get<HostedProduct>(hostedProductUrl(id), signal),
  })
}

export function useHostedProduct(id: string) {
  return useQuery(hostedProductQueryOptions(id))
}
