import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock, orders } from '#server/db/schema/orders.ts'
import type {
  DeliveryDay,
  DeliveryGroup,
  DeliveryOrderRow,
  PackingListLine,
  PackingWeighedLine,
} from '#shared/schemas/delivery.ts'

/** The orders that go out on `date`: every one but the cancelled. */
const goingOutOn = (date: string) =>
  and(eq(orders.deliveryDate, date), ne(orders.status, 'cancelled'))

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * The Deliveries screen's day (issue 16): the orders arriving on `date` grouped by
 * window (time order) then zone name, and the packing list. Windows are told apart by
 * the times copied onto each order, so an order whose window was removed since still
 * shows under its times.
 */
export async function deliveryDay(db: Queryable, date: string): Promise<DeliveryDay> {
  const rows = await db
    .select({
      orderId: orders.orderId,
      status: orders.status,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      paymentMethod: orders.paymentMethod,
      totalCentavos: orders.totalCentavos,
      zoneName: orders.zoneName,
      startsMinute: orders.deliveryStartsMinute,
      endsMinute: orders.deliveryEndsMinute,
    })
    .from(orders)
    .where(goingOutOn(date))
    .orderBy(
      asc(orders.deliveryStartsMinute),
      asc(orders.deliveryEndsMinute),
      asc(orders.zoneName),
      asc(orders.createdAt),
      asc(orders.orderId),
    )
  if (rows.length === 0) return { date, orderCount: 0, groups: [], packingList: [] }

  // One query at a time: inside a transaction they share one connection.
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
  const itemsOf = new Map<string, DeliveryOrderRow['items']>()
  for (const { orderId, ...item } of items) {
    const list = itemsOf.get(orderId)
    if (list) list.push(item)
    else itemsOf.set(orderId, [item])
  }

  const groups: DeliveryGroup[] = []
  for (const { zoneName, startsMinute, endsMinute, ...order } of rows) {
    // Orders with a date carry their window's times; 0 keeps the type honest for a row without.
    const starts = startsMinute ?? 0
    const ends = endsMinute ?? 0
    let group = groups.at(-1)
    if (
      !group ||
      group.startsMinute !== starts ||
      group.endsMinute !== ends ||
      group.zoneName !== zoneName
    ) {
      group = { startsMinute: starts, endsMinute: ends, zoneName, orders: [] }
      groups.push(group)
    }
    group.orders.push({ ...order, items: itemsOf.get(order.orderId) ?? [] })
  }
  return { date, orderCount: rows.length, groups, packingList: await packingList(db, date) }
}

/**
 * The day's product lines priced by packed weight, per product, in delivery order:
 * where staff record each line's weight from the packing list (docs/product-rules.md
 * §13). Bundles' contents are never weighed, so only product lines count.
 */
async function weighedLinesByProduct(
  db: Queryable,
  date: string,
): Promise<Map<number, PackingWeighedLine[]>> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      orderId: orderItems.orderId,
      itemId: orderItems.id,
      customerName: orders.customerName,
      orderedGrams: orderItems.weightGrams,
      packedGrams: orderItems.packedGrams,
      packingVersion: orders.packingVersion,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        goingOutOn(date),
        eq(orderItems.kind, 'product'),
        eq(orderItems.pricedByPackedWeight, true),
      ),
    )
    .orderBy(
      asc(orders.deliveryStartsMinute),
      asc(orders.createdAt),
      asc(orders.orderId),
      asc(orderItems.position),
    )
  const byProduct = new Map<number, PackingWeighedLine[]>()
  for (const { productId, ...line } of rows) {
    // A product deleted since has no line on the list to weigh it under.
    if (productId === null) continue
    const list = byProduct.get(productId)
    if (list) list.push(line)
    else byProduct.set(productId, [line])
  }
  return byProduct
}

/**
 * Each product's grams across the day's orders, from what each order took from stock
 * (`order_stock`: bundles already opened into their products as they were when
 * ordered, and packed weights once recorded), and hosted-store items counted by name.
 * Products priced by packed weight list their order lines to weigh. Sorted by name.
 */
async function packingList(db: Queryable, date: string): Promise<PackingListLine[]> {
  const grams = await db
    .select({
      productId: orderStock.productId,
      name: products.name,
      grams: sql<number>`sum(${orderStock.grams})::int`,
    })
    .from(orderStock)
    .innerJoin(orders, eq(orders.orderId, orderStock.orderId))
    .leftJoin(products, eq(products.id, orderStock.productId))
    .where(goingOutOn(date))
    .groupBy(orderStock.productId, products.name)
  const hosted = await db
    .select({
      name: orderItems.name,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(and(goingOutOn(date), eq(orderItems.kind, 'hosted')))
    .groupBy(orderItems.name)
  const weighed = await weighedLinesByProduct(db, date)
  const lines: PackingListLine[] = [
    ...grams.map((g) => ({
      // A product deleted since the order still has to be packed: named by its id.
      name: g.name ?? `Product #${g.productId}`,
      grams: Number(g.grams),
      units: null,
      weighedLines: weighed.get(g.productId) ?? [],
    })),
    ...hosted.map((h) => ({
      name: h.name,
      grams: null,
      units: Number(h.units),
      weighedLines: [],
    })),
  ]
  return lines.sort((a, b) => byName.compare(a.name, b.name))
}
