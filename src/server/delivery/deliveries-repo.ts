import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orderItems, orderStock, orders } from '#server/db/schema/orders.ts'
import { balanceDueOf, cashToCollectOf, dispatchReadinessOf } from '#shared/payment-standing.ts'
import type { PaymentState } from '#shared/payment-state.ts'
import { choiceSetKey, lineTitleWithChoices } from '#shared/preparation.ts'
import type {
  DeliveryDay,
  DeliveryGroup,
  DeliveryOrderRow,
  PackingCut,
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
      address: orders.address,
      city: orders.city,
      postalCode: orders.postalCode,
      province: orders.province,
      barangay: orders.barangay,
      landmark: orders.landmark,
      deliveryInstructions: orders.deliveryInstructions,
      paymentMethod: orders.paymentMethod,
      paymentState: orders.paymentState,
      totalCentavos: orders.totalCentavos,
      paidCentavos: orders.paidCentavos,
      balanceSettledCentavos: orders.balanceSettledCentavos,
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
  const orderIds = rows.map((r) => r.orderId)

  // One query at a time: inside a transaction they share one connection.
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      variantTitle: orderItems.variantTitle,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
      packedGrams: orderItems.packedGrams,
      kind: orderItems.kind,
      averagePieceGrams: orderItems.averagePieceGrams,
      choices: orderItems.choices,
      note: orderItems.note,
      ifRunsOut: orderItems.ifRunsOut,
      runOutOutcome: orderItems.runOutOutcome,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position))
  // Each order's weight as it stands (packed weights once recorded), from what it took from stock.
  const weights = await db
    .select({ orderId: orderStock.orderId, grams: sql<number>`sum(${orderStock.grams})::int` })
    .from(orderStock)
    .where(inArray(orderStock.orderId, orderIds))
    .groupBy(orderStock.orderId)
  const gramsOf = new Map(weights.map((w) => [w.orderId, Number(w.grams)]))
  const itemsOf = new Map<string, DeliveryOrderRow['items']>()
  for (const { orderId, kind, ifRunsOut, ...line } of items) {
    // 'If this runs out' is a product line's; bundles and hosted items leave it out.
    const item = kind === 'product' ? { ...line, ifRunsOut } : line
    const list = itemsOf.get(orderId)
    if (list) list.push(item)
    else itemsOf.set(orderId, [item])
  }

  const groups: DeliveryGroup[] = []
  for (const selected of rows) {
    const { zoneName, startsMinute, endsMinute, paymentState, ...order } = selected
    // What was received stays out of the row: staff read the readiness it gives.
    const { paidCentavos: _paid, balanceSettledCentavos: _settled, ...shown } = order
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
      group = {
        startsMinute: starts,
        endsMinute: ends,
        zoneName,
        orders: [],
        totals: { orders: 0, grams: 0, cashToCollectCentavos: 0 },
      }
      groups.push(group)
    }
    const facts = { ...order, paymentState: paymentState as PaymentState }
    const row: DeliveryOrderRow = {
      ...shown,
      paymentState: facts.paymentState,
      readiness: dispatchReadinessOf(facts),
      cashToCollectCentavos: cashToCollectOf(facts),
      balanceDueCentavos: balanceDueOf(facts),
      grams: gramsOf.get(order.orderId) ?? 0,
      items: itemsOf.get(order.orderId) ?? [],
    }
    group.orders.push(row)
    group.totals.orders += 1
    group.totals.grams += row.grams
    group.totals.cashToCollectCentavos += row.cashToCollectCentavos
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
      name: orderItems.name,
      choices: orderItems.choices,
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
  for (const { productId, name, choices, ...weighed } of rows) {
    // A product deleted since has no line on the list to weigh it under.
    if (productId === null) continue
    const line = { ...weighed, title: lineTitleWithChoices(name, choices) }
    const list = byProduct.get(productId)
    if (list) list.push(line)
    else byProduct.set(productId, [line])
  }
  return byProduct
}

/**
 * Issue 31: the day's product lines per product, grouped by choices and unit ('3 × 1 kg
 * Ribeye, 1.5 in, fat on'), each with the orders' notes and run-out choices. A line
 * removed because it ran out is not packed.
 */
async function cutsByProduct(db: Queryable, date: string): Promise<Map<number, PackingCut[]>> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      orderId: orderItems.orderId,
      customerName: orders.customerName,
      name: orderItems.name,
      choices: orderItems.choices,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      averagePieceGrams: orderItems.averagePieceGrams,
      note: orderItems.note,
      ifRunsOut: orderItems.ifRunsOut,
      runOutOutcome: orderItems.runOutOutcome,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        goingOutOn(date),
        eq(orderItems.kind, 'product'),
        sql`${orderItems.runOutOutcome} is distinct from 'removed'`,
      ),
    )
    .orderBy(
      asc(orders.deliveryStartsMinute),
      asc(orders.createdAt),
      asc(orders.orderId),
      asc(orderItems.position),
    )
  const byProduct = new Map<number, Map<string, PackingCut>>()
  for (const row of rows) {
    if (row.productId === null) continue
    const key = [
      choiceSetKey(row.choices.map((c) => c.choiceId)),
      row.unit,
      row.averagePieceGrams,
    ].join('|')
    const cuts = byProduct.get(row.productId) ?? new Map<string, PackingCut>()
    byProduct.set(row.productId, cuts)
    let cut = cuts.get(key)
    if (!cut) {
      cut = {
        title: lineTitleWithChoices(row.name, row.choices),
        quantity: 0,
        unit: row.unit,
        averagePieceGrams: row.averagePieceGrams,
        lines: [],
      }
      cuts.set(key, cut)
    }
    cut.quantity += row.quantity
    cut.lines.push({
      orderId: row.orderId,
      customerName: row.customerName,
      quantity: row.quantity,
      note: row.note,
      ifRunsOut: row.ifRunsOut,
      runOutOutcome: row.runOutOutcome,
    })
  }
  return new Map(
    [...byProduct].map(([productId, cuts]) => [
      productId,
      [...cuts.values()].sort((a, b) => byName.compare(a.title, b.title)),
    ]),
  )
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
  const cuts = await cutsByProduct(db, date)
  const lines: PackingListLine[] = [
    ...grams.map((g) => {
      const weighedLines = weighed.get(g.productId) ?? []
      const packed = weighedLines.filter((l) => l.packedGrams !== null)
      const asItStands = Number(g.grams)
      // `order_stock` follows packed weights: the cutter's target is what was ordered.
      const packedDifference = packed.reduce(
        (sum, l) => sum + (l.packedGrams ?? 0) - l.orderedGrams,
        0,
      )
      return {
        // A product deleted since the order still has to be packed: named by its id.
        name: g.name ?? `Product #${g.productId}`,
        grams: asItStands - packedDifference,
        packedGrams: packed.length > 0 ? asItStands : null,
        units: null,
        weighedLines,
        cuts: cuts.get(g.productId) ?? [],
      }
    }),
    ...hosted.map((h) => ({
      name: h.name,
      grams: null,
      packedGrams: null,
      units: Number(h.units),
      weighedLines: [],
    })),
  ]
  return lines.sort((a, b) => byName.compare(a.name, b.name))
}
