import type { CartQuoteLine } from '../../shared/schemas/cart'
import type { HostedProduct } from '../../shared/schemas/hosted'
import type { HostedStoreClient } from '../hosted-store/hosted-store-client'

/**
 * Fetches the hosted products of a cart up front and answers from those results
 * (errors included). Checkout calls the service before its transaction, so no
 * database lock is held while a slow service answers.
 */
export async function prefetchedHostedStore(
  store: HostedStoreClient,
  lines: readonly CartQuoteLine[],
): Promise<HostedStoreClient> {
  const ids = [...new Set(lines.flatMap((l) => (l.kind === 'hosted' ? [l.productId] : [])))]
  const settled = await Promise.allSettled(ids.map((id) => store.getProduct(id)))
  const results = new Map<string, PromiseSettledResult<HostedProduct>>(
    ids.map((id, i) => [id, settled[i]!]),
  )
  return {
    getProduct(id) {
      const result = results.get(id)
      if (!result) return store.getProduct(id)
      return result.status === 'fulfilled'
        ? Promise.resolve(result.value)
        : Promise.reject(result.reason)
    },
    listProducts: () => store.listProducts(),
  }
}
