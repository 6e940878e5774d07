import type { AppDeps } from '#server/app-env.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { zoneGone } from '#server/delivery/reschedule-delivery.ts'
import { notFound } from '#server/http/errors.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { orderZoneId } from './admin-order-repo.ts'
import { loadOrder } from './order-repo.ts'
import { toAdminOrder } from './order-views.ts'

/** The order desk's name for an order in its refusals. */
export const ORDER = 'That order'

/** The staff's view of one order (what every change on the order desk answers with); 404 when none. */
export async function adminOrderView(
  deps: Pick<AppDeps, 'db'>,
  orderId: string,
): Promise<AdminOrder> {
  const loaded = await loadOrder(deps.db, orderId)
  if (!loaded) throw notFound(ORDER)
  return toAdminOrder(deps.db, loaded)
}

/**
 * Where staff may move the order: its zone's dates and windows past the shopper's
 * cutoff, preparation time and horizon. 404 for no such order; the zone's refusal
 * when the order's zone is gone.
 */
export async function staffDeliverySlots(
  deps: Pick<AppDeps, 'db' | 'now'>,
  orderId: string,
): Promise<DeliverySlots> {
  const order = await orderZoneId(deps.db, orderId)
  if (!order) throw notFound(ORDER)
  const slots =
    order.zoneId === null
      ? null
      : await deliverySlotsFor(deps.db, order.zoneId, deps.now(), { forStaff: true })
  if (!slots) throw zoneGone()
  return slots
}
