import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths } from '#shared/api-paths.ts'
import type { HostedProduct } from '#shared/schemas/hosted.ts'
import { api } from '#web/lib/api-client.ts'
import { loadSanitizer } from '#web/storefront/hosted/lib/html-sanitizer.ts'

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
