import type { Queryable } from '#server/db/client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { orderDeliveryOf } from './order-delivery-view.ts'
import type { LoadedOrder } from './order-repo.ts'

function common({ order, items }: LoadedOrder) {
  return {
    orderId: order.orderId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    zoneName: order.zoneName,
    delivery: orderDeliveryOf(order),
    paymentMethod: order.paymentMethod,
    items,
    subtotalCentavos: order.subtotalCentavos,
    deliveryFeeCentavos: order.deliveryFeeCentavos,
    totalCentavos: order.totalCentavos,
  }
}

/** The shopper's view: internal notes are left out, and GCash details when paying by GCash. */
export async function toPublicOrder(db: Queryable, loaded: LoadedOrder): Promise<PublicOrder> {
  const gcash = loaded.order.paymentMethod === 'gcash' ? await getSettings(db, 'gcash') : null
  return {
    ...common(loaded),
    timeline: loaded.timeline.filter((e) => !e.isNote).map(({ isNote: _n, ...e }) => e),
    gcash,
  }
}

export function toAdminOrder(loaded: LoadedOrder): AdminOrder {
  const { order } = loaded
  return {
    ...common(loaded),
    timeline: loaded.timeline.map(({ isNote: _n, ...e }) => e),
    customerPhone: order.customerPhone,
    address: order.address,
    city: order.city,
    postalCode: order.postalCode,
  }
}
