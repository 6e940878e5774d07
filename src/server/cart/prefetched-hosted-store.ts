import type { AppDeps } from '#server/app-env.ts'
import { countHostedLookups } from '#server/hosted-store/hosted-limits.ts'
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
 * refuses it. Each distinct product is then counted against the caller's hosted-store
 * budget (hosted-limits.ts), as a cart quote counts it: past the budget the order is
 * refused 429 and the service is not asked (issue 29).
 */
export async function prefetchedHostedStore(
  deps: Pick<AppDeps, 'db' | 'now' | 'hostedStore'>,
  lines: readonly CartQuoteLine[],
  clientKey: string,
): Promise<HostedStoreClient> {
  if (!withinHostedProductCap(lines)) {
    throw validationFailed(
      { lines: TOO_MANY_HOSTED_PRODUCTS_MESSAGE },
      TOO_MANY_HOSTED_PRODUCTS_MESSAGE,
    )
  }
  const ids = hostedProductIds(lines)
  await countHostedLookups(deps, clientKey, ids.length)
  const store = deps.hostedStore
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
