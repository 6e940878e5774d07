import { and, type Column, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { onlinePaymentSessions, paymentEvents } from '#server/db/schema/online-payments.ts'
import { orderItems, orders } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { containsPattern, normaliseSearch, searchCanMatch } from '#server/db/search-pattern.ts'
import { HOUR_MS } from '#shared/durations.ts'
import type { PaymentFilter } from '#shared/online-payment.ts'
import type { OrderStatus } from '#shared/order-status.ts'
import { type PaymentState, suspiciousPayment } from '#shared/payment-state.ts'
import {
  type AdminOrderList,
  PENDING_GROUP_ORDERS,
  type PendingGroupKind,
  type PendingOrderGroups,
  type SuspiciousPaymentOrder,
} from '#shared/schemas/orders.ts'
import { orderDeliveryOf } from './order-delivery-view.ts'

export interface OrderFilter {
  q?: string | undefined
  status?: OrderStatus | undefined
  /** Orders arriving on this Manila date ('YYYY-MM-DD'). */
  deliveryDate?: string | undefined
  /**
   * 'to-verify': GCash orders whose newest proof of payment (or of a balance) waits for
   * staff; 'paid-online' / 'awaiting-online': online orders paid, or pending and waiting
   * for their payment; 'attention': orders with a payment event staff must look at.
   */
  payment?: PaymentFilter | undefined
}

/**
 * A proof waits for staff: the payment's, or a balance proof, which waits with the
 * payment still 'verified' (decision 0074). The 'To verify' filter and badge.
 */
const proofWaitsForStaff = sql<boolean>`(${orders.paymentState} = 'submitted' or (${orders.paymentState} = 'verified' and exists (select 1 from ${paymentProofs} where ${paymentProofs.orderId} = ${orders.orderId} and ${paymentProofs.purpose} = 'balance' and ${paymentProofs.state} = 'submitted')))`

/**
 * The order's confirmed online payment (issue 32 §5): the paid attempt of purpose
 * 'payment', read per listed row by the database (online_payment_sessions_order_idx),
 * never a query per order from here. Null for orders not paid online.
 */
const paidSession = (column: Column) =>
  sql`(select ${column} from ${onlinePaymentSessions} where ${onlinePaymentSessions.orderId} = ${orders.orderId} and ${onlinePaymentSessions.purpose} = 'payment' and ${onlinePaymentSessions.state} = 'paid' order by ${onlinePaymentSessions.paidAt} desc nulls last limit 1)`
const onlinePaymentColumns = {
  onlinePaymentId: sql<string | null>`${paidSession(onlinePaymentSessions.paymentId)}`,
  onlineMethodType: sql<string | null>`${paidSession(onlinePaymentSessions.methodType)}`,
}

/** The Payments filter (issue 17, issue 32 §5), as SQL over `orders`. */
const paymentConditions: Record<PaymentFilter, SQL> = {
  'to-verify': proofWaitsForStaff,
  'paid-online': sql`(${orders.paymentMethod} = 'online' and ${orders.paymentState} = 'verified')`,
  'awaiting-online': sql`(${orders.paymentMethod} = 'online' and ${orders.status} = 'pending' and ${orders.paymentState} = 'awaiting')`,
  // By payment_events_order_idx; the attention ones are few.
  attention: sql`exists (select 1 from ${paymentEvents} where ${paymentEvents.orderId} = ${orders.orderId} and ${paymentEvents.state} = 'attention')`,
}

/**
 * Search by order id or customer name, case-insensitive, with `%`, `_` and `\` taken
 * literally (escaped LIKE); null when the search can match nothing (a NUL byte).
 */
function whereOf(filter: OrderFilter): SQL | undefined | null {
  const conditions: SQL[] = []
  const q = normaliseSearch(filter.q)
  if (q !== null) {
    if (!searchCanMatch(q)) return null
    const pattern = containsPattern(q.toLowerCase())
    conditions.push(
      sql`(lower(${orders.orderId}) like ${pattern} or lower(${orders.customerName}) like ${pattern})`,
    )
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status))
  if (filter.deliveryDate) conditions.push(eq(orders.deliveryDate, filter.deliveryDate))
  if (filter.payment) conditions.push(paymentConditions[filter.payment])
  return conditions.length ? and(...conditions) : undefined
}

/** Newest first; order ids break ties (they grow with time). */
const newestFirst = [desc(orders.createdAt), desc(orders.orderId)]

export async function listOrders(
  db: Queryable,
  filter: OrderFilter & { page: number; pageSize: number },
): Promise<AdminOrderList> {
  const where = whereOf(filter)
  const { page, pageSize } = filter
  if (where === null) return { items: [], total: 0, page, pageSize, pageCount: 1 }
  const [rows, [count]] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        customerName: orders.customerName,
        createdAt: orders.createdAt,
        totalCentavos: orders.totalCentavos,
        estimatedTotalCentavos: orders.estimatedTotalCentavos,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentState: orders.paymentState,
        proofToVerify: proofWaitsForStaff,
        deliveryDate: orders.deliveryDate,
        deliveryWindowId: orders.deliveryWindowId,
        deliveryStartsMinute: orders.deliveryStartsMinute,
        deliveryEndsMinute: orders.deliveryEndsMinute,
        ...onlinePaymentColumns,
      })
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ])
  const total = Number(count?.n ?? 0)
  return {
    items: rows.map((r) => ({
      orderId: r.orderId,
      customerName: r.customerName,
      createdAt: r.createdAt.toISOString(),
      totalCentavos: r.totalCentavos,
      estimatedTotalCentavos: r.estimatedTotalCentavos,
      status: r.status,
      delivery: orderDeliveryOf(r),
      paymentMethod: r.paymentMethod,
      paymentState: r.paymentState as PaymentState,
      proofToVerify: Boolean(r.proofToVerify),
      onlinePaymentId: r.onlinePaymentId ?? null,
      onlineMethodType: r.onlineMethodType ?? null,
    })),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  }
}

export type ExportOrder = typeof orders.$inferSelect & {
  /** Paid online (issue 32 §5): the gateway's payment id and method; null or absent otherwise. */
  onlinePaymentId?: string | null
  onlineMethodType?: string | null
  /** Issue 31's fields optional: written by the export, absent in older callers' rows. */
  items: (Pick<typeof orderItems.$inferSelect, 'name' | 'unit' | 'quantity'> &
    Partial<ExportItemExtras>)[]
}
type ExportItemExtras = Pick<
  typeof orderItems.$inferSelect,
  'kind' | 'choices' | 'note' | 'ifRunsOut' | 'runOutOutcome' | 'averagePieceGrams'
>

/** Every order the filter matches, newest first, with its items, for the CSV export. */
export async function ordersForExport(db: Queryable, filter: OrderFilter): Promise<ExportOrder[]> {
  const where = whereOf(filter)
  if (where === null) return []
  const rows = await db
    .select({ ...getTableColumns(orders), ...onlinePaymentColumns })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
  if (rows.length === 0) return []
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      kind: orderItems.kind,
      choices: orderItems.choices,
      note: orderItems.note,
      ifRunsOut: orderItems.ifRunsOut,
      runOutOutcome: orderItems.runOutOutcome,
      averagePieceGrams: orderItems.averagePieceGrams,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(orderItems.orderId, orderItems.position)
  const byOrder = new Map<string, typeof items>()
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item])
  return rows.map((r) => ({ ...r, items: byOrder.get(r.orderId) ?? [] }))
}

/** The order's zone (null once the zone was removed); undefined when there is no such order. */
export async function orderZoneId(
  db: Queryable,
  orderId: string,
): Promise<{ zoneId: number | null } | undefined> {
  const [row] = await db
    .select({ zoneId: orders.zoneId })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return row
}

/** The most groups the suspicious-orders view lists, largest first. */
const MAX_PENDING_GROUPS = 30

/** What each kind of group shares, as SQL over `orders`. */
const groupColumn: Record<PendingGroupKind, SQL> = {
  email: sql`lower(${orders.customerEmail})`,
  phone: sql`${orders.phoneKey}`,
  client: sql`${orders.clientKey}`,
}

/**
 * Pending orders held two or more to one email address, one phone or one client
 * address: what staff look at for stock hoarded by fake orders. Largest groups first;
 * an order shows in each group it belongs to. A client address can be shared by many
 * real shoppers (carrier-grade NAT), so these are for a person to judge, not a verdict.
 */
export async function pendingOrderGroups(db: Queryable, now: Date): Promise<PendingOrderGroups> {
  const pending = sql`${orders.status} = 'pending'`
  const grouped = (kind: PendingGroupKind) => {
    const column = groupColumn[kind]
    return db
      .select({
        kind: sql<PendingGroupKind>`${kind}::text`.as('kind'),
        key: sql<string>`${column}`.as('key'),
        n: sql<number>`count(*)::int`.as('n'),
      })
      .from(orders)
      .where(and(pending, sql`${column} is not null`))
      .groupBy(column)
      .having(sql`count(*) >= 2`)
  }
  const groups = await grouped('email')
    .unionAll(grouped('phone'))
    .unionAll(grouped('client'))
    .orderBy(sql`n desc`, sql`kind`, sql`key`)
    .limit(MAX_PENDING_GROUPS)
  // One short query per group (at most MAX_PENDING_GROUPS), each on its partial or plain index.
  const withOrders = []
  for (const group of groups) {
    const rows = await db
      .select({
        orderId: orders.orderId,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        customerPhone: orders.customerPhone,
        createdAt: orders.createdAt,
        totalCentavos: orders.totalCentavos,
      })
      .from(orders)
      .where(and(pending, sql`${groupColumn[group.kind]} = ${group.key}`))
      .orderBy(...newestFirst)
      .limit(PENDING_GROUP_ORDERS)
    withOrders.push({
      kind: group.kind,
      key: group.key,
      count: Number(group.n),
      orders: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    })
  }
  return { groups: withOrders, payments: await suspiciousPayments(db, now) }
}

/**
 * Pending GCash orders whose payment needs a second look (docs/product-rules.md §12):
 * proofs rejected `suspiciousPayment.rejectedProofs` times or more, or a proof waiting
 * for staff more than `waitingPastDeadlineHours` past the deadline (which cancels
 * nothing while a proof waits). Newest first, at most PENDING_GROUP_ORDERS. Read from
 * pending GCash orders only (the partial index orders_payment_due_idx), a set the
 * deadline job keeps small, each order's proofs by payment_proofs_order_idx: never the
 * whole history of proofs.
 */
async function suspiciousPayments(db: Queryable, now: Date): Promise<SuspiciousPaymentOrder[]> {
  const proofsOfOrder = sql`${paymentProofs.orderId} = ${orders.orderId}`
  const rejected = sql<number>`(select count(*)::int from ${paymentProofs} where ${proofsOfOrder} and ${paymentProofs.state} = 'rejected')`
  const waitedTooLong = sql`${orders.paymentState} = 'submitted' and ${orders.paymentDueAt} < ${new Date(now.getTime() - suspiciousPayment.waitingPastDeadlineHours * HOUR_MS)}`
  // The newest proof is the one waiting (orders.payment_state mirrors it).
  const waitingSince = sql<
    Date | string | null
  >`case when ${waitedTooLong} then (select max(${paymentProofs.submittedAt}) from ${paymentProofs} where ${proofsOfOrder}) end`
  const rows = await db
    .select({
      orderId: orders.orderId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      createdAt: orders.createdAt,
      totalCentavos: orders.totalCentavos,
      rejectedProofs: rejected,
      proofWaitingSince: waitingSince,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'gcash'),
        eq(orders.status, 'pending'),
        sql`((${waitedTooLong}) or ${rejected} >= ${suspiciousPayment.rejectedProofs})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(PENDING_GROUP_ORDERS)
  return rows.map((r) => ({
    ...r,
    rejectedProofs: Number(r.rejectedProofs),
    createdAt: r.createdAt.toISOString(),
    // A raw subquery's timestamp arrives as text on some drivers.
    proofWaitingSince:
      r.proofWaitingSince === null ? null : new Date(r.proofWaitingSince).toISOString(),
  }))
}
