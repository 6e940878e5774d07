import type { AppDeps } from '#server/app-env.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import type { DeliverySlip, DeliverySlips } from '#shared/schemas/delivery.ts'
import { deliveryDay } from './deliveries-repo.ts'
import { qrSvg } from './qr-svg.ts'

/**
 * The packing slips of a day, or of one window of it (issue 28 §9): one per order not
 * cancelled, in the Deliveries screen's order. Only a hash of each order link is kept,
 * so every print mints a fresh link per order (one of the order's 20, decision 0076),
 * on the configured site origin, never the request's.
 */
export async function packingSlips(
  deps: AppDeps,
  request: { date: string; window?: { startsMinute: number; endsMinute: number } },
): Promise<DeliverySlips> {
  const now = deps.now()
  const { window } = request
  return deps.db.transaction(async (tx) => {
    const day = await deliveryDay(tx, request.date)
    const groups = window
      ? day.groups.filter(
          (g) => g.startsMinute === window.startsMinute && g.endsMinute === window.endsMinute,
        )
      : day.groups
    const slips: DeliverySlip[] = []
    for (const { zoneName, startsMinute, endsMinute, orders } of groups) {
      for (const order of orders) {
        const token = await mintOrderAccessToken(tx, order.orderId, now)
        const statusUrl = orderLinkUrl(deps.config.siteOrigin, token)
        slips.push({
          ...order,
          zoneName,
          startsMinute,
          endsMinute,
          statusUrl,
          qr: qrSvg(statusUrl),
        })
      }
    }
    return { date: day.date, window: window ?? null, slips }
  })
}
