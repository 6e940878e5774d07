import { asc, eq } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orderItems, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import type {
  AdminOrder,
  OrderItemView,
  OrderTimelineEntry,
  PublicOrder,
} from '#shared/schemas/orders.ts'

type OrderRow = typeof orders.$inferSelect

/** One order with its items and full timeline (notes included), as stored. */
export interface LoadedOrder {
  order: OrderRow
  items: OrderItemView[]
  timeline: (OrderTimelineEntry & { isNote: boolean })[]
}

export async function loadOrder(db: Queryable, orderId: string): Promise<LoadedOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  if (!order) return null
  // One query at a time: inside a transaction they share one connection.
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
  const timeline = await db
    .select({
      status: orderTimeline.status,
      note: orderTimeline.note,
      createdAt: orderTimeline.createdAt,
      by: staffUsers.name,
    })
    .from(orderTimeline)
    .leftJoin(staffUsers, eq(staffUsers.id, orderTimeline.staffUserId))
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id))
  return {
    order,
    items: items.map((i) => ({
      kind: i.kind,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPriceCentavos: i.unitPriceCentavos,
      lineTotalCentavos: i.lineTotalCentavos,
    })),
    timeline: timeline.map((e) => ({
      status: e.status,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
      by: e.by ?? null,
      isNote: e.status === NOTE_STATUS,
    })),
  }
}

function common({ order, items }: LoadedOrder) {
  return {
    orderId: order.orderId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    zoneName: order.zoneName,
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
