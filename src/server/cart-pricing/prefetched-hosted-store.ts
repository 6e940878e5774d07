import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { validationFailed } from '#server/http/errors.ts'
import {
  hostedProductIds,
  TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
  withinHostedProductCap,
} from '#shared/hosted-store/hosted-product-cap.ts'
import type { CartQuoteLine } from '#shared/schemas/cart.ts'
import type { HostedProduct } from '#shared/schemas/hosted-store.ts'

/**
 * Fetches the hosted products of a cart up front and answers from those results
 * (errors included). Checkout calls the service before its transaction, so no
 * database lock is held while a slow service answers. A cart over the cap of distinct
 * hosted products (cart.ts) is refused here, before any call, as the quote's schema
 * refuses it.
 */
export async function prefetchedHostedStore(
  store: HostedStoreClient,
  lines: readonly CartQuoteLine[],
): Promise<HostedStoreClient> {
  if (!withinHostedProductCap(lines)) {
    throw validationFailed(
      { lines: TOO_MANY_HOSTED_PRODUCTS_MESSAGE },
      TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
    )
  }
  const ids = hostedProductIds(lines)
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
