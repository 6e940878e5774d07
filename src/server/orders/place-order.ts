import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { ORDER_PLACED_NOTE } from '../../shared/order-status'
import { deliveryFeeCentavos } from '../../shared/pricing'
import type { PublicOrder, placeOrderRequestSchema } from '../../shared/schemas/orders'
import type { AppDeps } from '../app-env'
import { prefetchedHostedStore } from '../cart-pricing/prefetched-hosted-store'
import { type PricedCart, priceCart } from '../cart-pricing/price-cart'
import type { Queryable, Transaction } from '../db/client'
import { orderItems, orderStock, orders, orderTimeline } from '../db/schema/orders'
import { shippingZones } from '../db/schema/shop'
import { AppError, validationFailed } from '../http/errors'
import { getSettings } from '../settings/settings-repo'
import { isUniqueViolation } from './db-errors'
import { replayOrder } from './idempotency'
import { claimMs, firstCandidateMs, orderIdFor } from './order-id'
import { queueOrderEmails } from './order-outbox'
import { loadOrder, toPublicOrder } from './order-views'
import { moveStock } from './stock'

export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>

export interface PlacedOrder {
  order: PublicOrder
  /** False when the idempotency key named an order placed before: answer 200, not 201. */
  created: boolean
}

/**
 * Places an order in one transaction (SPEC.md §5, DESIGN.md §1): the stock it checks
 * under lock is the stock it takes, and the order, its items, timeline, stock and
 * emails commit together or not at all. Two requests with one idempotency key that
 * race past the first read meet at the key's unique index: the loser rolls back and
 * answers with the winner's order.
 */
export async function placeOrder(
  deps: AppDeps,
  input: PlaceOrderInput,
  baseUrl: string,
): Promise<PlacedOrder> {
  // Hosted-store products are fetched before the transaction: no lock waits on the service.
  const hostedStore = await prefetchedHostedStore(deps.hostedStore, input.lines)
  try {
    return await deps.db.transaction((tx) =>
      placeInTransaction(tx, { ...deps, hostedStore }, input, baseUrl),
    )
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_idempotency_key_unique')) throw error
    const replayed = await replayOrder(deps.db, input)
    if (!replayed) throw error
    return { order: replayed, created: false }
  }
}

async function placeInTransaction(
  tx: Transaction,
  deps: AppDeps,
  input: PlaceOrderInput,
  baseUrl: string,
): Promise<PlacedOrder> {
  const replayed = await replayOrder(tx, input)
  if (replayed) return { order: replayed, created: false }

  const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, input.zoneId))
  if (!zone) throw validationFailed({ zoneId: 'Choose a delivery zone' })

  const priced = await priceCart(tx, input.lines, {
    lockProducts: true,
    hostedStore: deps.hostedStore,
  })
  refuseUnavailableLines(priced)
  await moveStock(tx, deps, priced.stockNeeded, -1)

  const site = await getSettings(tx, 'site')
  const subtotal = priced.quote.subtotalCentavos
  const fee = deliveryFeeCentavos(subtotal, zone.rateCentavos, site.freeDeliveryThresholdCentavos)
  const now = deps.now()
  const orderId = await insertOrderRow(tx, now, {
    customerName: input.fullName,
    customerEmail: input.email,
    customerPhone: input.phone,
    address: input.address,
    city: input.city,
    postalCode: input.postalCode,
    shippingAddress: [input.address, input.city, input.postalCode].join(', '),
    zoneName: zone.zoneName,
    paymentMethod: input.paymentMethod,
    status: 'pending',
    subtotalCentavos: subtotal,
    deliveryFeeCentavos: fee,
    totalCentavos: subtotal + fee,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  })
  await tx.insert(orderItems).values(
    priced.lines.map((line, position) => ({
      orderId,
      position,
      kind: line.request.kind,
      productId: line.request.kind === 'product' ? line.request.productId : null,
      bundleId: line.request.kind === 'bundle' ? line.request.bundleId : null,
      hostedProductId: line.hosted?.productId ?? null,
      hostedVariantId: line.hosted?.variantId ?? null,
      // A hosted line's name reads 'Title (Variant)'; the variant's title is also kept apart.
      name: line.name ?? '',
      variantTitle: line.hosted?.variantTitle ?? null,
      unit: line.request.kind === 'product' ? line.request.unit : null,
      quantity: line.request.quantity,
      weightGrams: line.takes.reduce((sum, take) => sum + take.grams, 0),
      unitPriceCentavos: line.unitPriceCentavos,
      lineTotalCentavos: line.lineTotalCentavos,
    })),
  )
  await recordStockTaken(tx, orderId, priced.stockNeeded)
  await tx
    .insert(orderTimeline)
    .values({ orderId, status: 'pending', note: ORDER_PLACED_NOTE, createdAt: now })

  const loaded = (await loadOrder(tx, orderId))!
  await queueOrderEmails(tx, loaded, baseUrl, now)
  return { order: await toPublicOrder(tx, loaded), created: true }
}

/**
 * Records the grams taken per product (bundles' contents as they are now), so a
 * cancel or re-open later moves exactly this, whatever the bundles hold by then.
 */
async function recordStockTaken(
  tx: Queryable,
  orderId: string,
  taken: ReadonlyMap<number, number>,
): Promise<void> {
  const rows = [...taken]
    .filter(([, grams]) => grams > 0)
    .sort(([a], [b]) => a - b)
    .map(([productId, grams]) => ({ orderId, productId, grams }))
  if (rows.length > 0) await tx.insert(orderStock).values(rows)
}

/** Any line that cannot be bought as it is refuses the whole order, naming each line. */
function refuseUnavailableLines(priced: PricedCart): void {
  const fields: Record<string, string> = {}
  priced.quote.lines.forEach((line, i) => {
    if (line.status !== 'ok') fields[`lines.${i}`] = line.message ?? 'This item cannot be ordered.'
  })
  const messages = Object.values(fields)
  if (messages.length === 0) return
  throw new AppError(409, 'conflict', `Please review your cart: ${messages.join(' ')}`, fields)
}

/**
 * Inserts the order under the first free id from `firstCandidateMs`: a clash with an
 * order placed in the same millisecond (here or in another process) takes the next
 * one. `on conflict (order_id)` only, so an idempotency-key clash still raises.
 */
async function insertOrderRow(
  tx: Queryable,
  now: Date,
  values: Omit<typeof orders.$inferInsert, 'orderId'>,
): Promise<string> {
  let ms = await firstCandidateMs(tx, now)
  for (;;) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderId: orderIdFor(ms) })
      .onConflictDoNothing({ target: orders.orderId })
      .returning({ orderId: orders.orderId })
    if (row) return row.orderId
    ms = claimMs(ms + 1)
  }
}
