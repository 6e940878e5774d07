import { queryOptions, useQuery } from '@tanstack/react-query'
import { hostedStoreApiPaths } from '#shared/api-paths/hosted-store.ts'
import type { HostedProduct } from '#shared/schemas/hosted-store.ts'
import { api } from '#web/lib/api-client.ts'
import { loadSanitizer } from '#web/storefront/hosted-store/lib/html-sanitizer.ts'
import { hostedStoreKeys } from './hosted-store-keys.ts'

/** Our server's proxy for one hosted-store product (docs/api.md). */
export function hostedProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: hostedStoreKeys.product(id),
    // The description's sanitiser loads alongside the product, so the page renders
    // once, whole. If it fails to load, the product still shows (SafeHtml retries).
    queryFn: async ({ signal }) => {
      const [product] = await Promise.all([
        api.get<HostedProduct>(hostedStoreApiPaths.product(id), signal),
        loadSanitizer().catch(() => undefined),
      ])
      return product
    },
  })
}

export function useHostedProduct(id: string) {
  return useQuery(hostedProductQueryOptions(id))
}
