import type { AppDeps } from '#server/app-env.ts'
import { bundleItemsOf } from '#server/catalog/content-repo.ts'
import { separatePriceCentavos } from '#shared/bundle-value.ts'
import type { OrderAgain } from '#shared/schemas/order-again.ts'
import { nothingToReorder, orderAgainLines } from './order-again-lines.ts'
import { bundlesToOrderAgain, linesToOrderAgain, productsToOrderAgain } from './order-again-repo.ts'
import { orderIdForLink } from './order-lookup.ts'

/**
 * `GET /api/orders/by-token/:token/order-again` (issue 31 §6): the order the link opens,
 * its lines as cart lines at today's prices with what changed, or the link's 404, or
 * 422 NOTHING_TO_REORDER when none can be bought. Reads only: it never places an order
 * and writes nothing (the cart is the browser's).
 */
export async function orderAgainForLink(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<OrderAgain> {
  const orderId = await orderIdForLink(deps, token)
  // One query at a time: they may share one connection.
  const ordered = await linesToOrderAgain(deps.db, orderId)
  const productIds = [
    ...new Set(ordered.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
  ]
  const bundleIds = [...new Set(ordered.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId])))]
  const products = await productsToOrderAgain(deps.db, productIds)
  const bundles = await bundlesToOrderAgain(deps.db, bundleIds)
  const contents = await bundleItemsOf(deps.db, bundleIds)
  const again = orderAgainLines(
    ordered,
    new Map(products.map((p) => [p.id, p])),
    new Map(
      bundles.map((b) => [
        b.id,
        {
          ...b,
          separatePriceCentavos: separatePriceCentavos(contents.filter((i) => i.bundleId === b.id)),
        },
      ]),
    ),
  )
  if (again.lines.length === 0) throw nothingToReorder()
  return again
}
