import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '../../../../shared/api-paths'
import type { HostedProduct } from '../../../../shared/schemas/hosted'
import { api } from '../../../lib/api-client'
import { loadSanitizer } from '../lib/html-sanitizer'

/** Our server's proxy for one hosted-store product (DESIGN.md §4). */
export const hostedProductUrl = apiPaths.hostedProduct

export function hostedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['hosted', 'products', 'detail', id],
    // The description's sanitiser loads alongside the product, so the page renders
    // once, whole. If it fails to load, the product still shows (SafeHtml retries).
    queryFn: async ({ signal }) => {
      const [product] = await Promise.all([
        api.get<HostedProduct>(hostedProductUrl(id), signal),
        loadSanitizer().catch(() => undefined),
      ])
      return product
    },
  })
}

export function useHostedProduct(id: string) {
  return useQuery(hostedProductQueryOptions(id))
}
