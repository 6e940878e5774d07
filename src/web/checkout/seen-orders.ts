import type { PublicOrder } from '#shared/schemas/orders.ts'
import { localStorageOrNull } from '#web/lib/local-storage.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'

/**
 * The orders this browser has placed or opened, as the shopper last saw them, so the
 * order page can still show one offline (decision 0067). Kept in the app, not in the
 * service worker: the order's answer is never cached there. Only what that page needs
 * (decision 0072): the link's token, the id, status, items, totals and delivery
 * promise; never the name, address, phone, email or payment details, so a shared phone
 * holds nothing of where someone lives. At most 10, each for at most 30 days, and the
 * shopper may forget one at once ('Forget this order on this device').
 */
export const SEEN_ORDERS_KEPT = 10
export const SEEN_ORDER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** The fields of an order kept for the order page offline. */
export const OFFLINE_ORDER_FIELDS = [
  'accessToken',
  'orderId',
  'status',
  'createdAt',
  'paymentMethod',
  'zoneName',
  'delivery',
  'items',
  'subtotalCentavos',
  'deliveryFeeCentavos',
  'totalCentavos',
  'estimatedTotalCentavos',
  'packing',
  // Kept since issue 28: an entry kept before has none (the shop's setting then applies).
  'packedWeightTolerancePercent',
] as const satisfies readonly (keyof PublicOrder)[]

/** An order as kept on the device: no name, address, phone, email or payment. */
export type OfflineOrder = Pick<PublicOrder, (typeof OFFLINE_ORDER_FIELDS)[number]>

export interface SeenOrder {
  order: OfflineOrder
  /** ISO instant the shop last answered with this order. */
  seenAt: string
}

type OrderStorage = Pick<Storage, 'getItem' | 'setItem'>

interface StoreOptions {
  /** The browser's local storage unless given (tests give a fake). */
  storage?: OrderStorage | null
  now?: Date
}

/** Only the fields the offline page shows, whatever the answer held. */
export function offlineOrderOf(order: OfflineOrder): OfflineOrder {
  const kept: Partial<Record<keyof OfflineOrder, unknown>> = {}
  for (const field of OFFLINE_ORDER_FIELDS) kept[field] = order[field]
  return kept as OfflineOrder
}

function isSeenOrder(value: unknown): value is SeenOrder {
  if (typeof value !== 'object' || value === null) return false
  const { order, seenAt } = value as Partial<SeenOrder>
  return (
    typeof seenAt === 'string' &&
    !Number.isNaN(Date.parse(seenAt)) &&
    typeof order === 'object' &&
    order !== null &&
    typeof order.orderId === 'string' &&
    typeof order.accessToken === 'string' &&
    Array.isArray(order.items)
  )
}

const fresh = (seen: SeenOrder, now: Date) =>
  now.getTime() - Date.parse(seen.seenAt) < SEEN_ORDER_MAX_AGE_MS

/**
 * The kept orders still young enough, newest first, each trimmed to the kept fields (an
 * entry written before decision 0072, with a name and address and no token, is
 * dropped); none when storage is blocked or garbled.
 */
function readAll(storage: OrderStorage | null, now: Date): SeenOrder[] {
  try {
    const raw = storage?.getItem(storageKeys.seenOrders)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(isSeenOrder)
      .filter((s) => fresh(s, now))
      .map((s) => ({ order: offlineOrderOf(s.order), seenAt: s.seenAt }))
  } catch {
    return []
  }
}

function writeAll(storage: OrderStorage | null, kept: readonly SeenOrder[]): void {
  try {
    storage?.setItem(storageKeys.seenOrders, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the order is simply not available offline.
  }
}

const storageOf = (options: StoreOptions) =>
  options.storage === undefined ? localStorageOrNull() : options.storage

/** Keeps `order` as seen now, trimmed, in place of any older view of it; the oldest beyond 10 go. */
export function rememberSeenOrder(order: OfflineOrder, options: StoreOptions = {}): void {
  const storage = storageOf(options)
  const now = options.now ?? new Date()
  const others = readAll(storage, now).filter((s) => s.order.orderId !== order.orderId)
  const kept = [{ order: offlineOrderOf(order), seenAt: now.toISOString() }, ...others]
  writeAll(storage, kept.slice(0, SEEN_ORDERS_KEPT))
}

/**
 * The order as last seen that this link's token opens, or null. Every token of an
 * order opens it, but the device keeps the newest it was given: an older link of the
 * same order finds it once the shop has answered it online.
 */
export function findSeenOrder(token: string, options: StoreOptions = {}): SeenOrder | null {
  return (
    readAll(storageOf(options), options.now ?? new Date()).find(
      (s) => s.order.accessToken === token,
    ) ?? null
  )
}

/** The orders kept on this device, newest first ('Orders on this device', with 'Order again'). */
export function listSeenOrders(options: StoreOptions = {}): SeenOrder[] {
  return readAll(storageOf(options), options.now ?? new Date())
}

/** Removes the order from this device ('Forget this order on this device'); true when it was kept. */
export function forgetSeenOrder(orderId: string, options: StoreOptions = {}): boolean {
  const storage = storageOf(options)
  const all = readAll(storage, options.now ?? new Date())
  const others = all.filter((s) => s.order.orderId !== orderId)
  // Written even when nothing matched: expired and untrimmed entries go too.
  writeAll(storage, others)
  return others.length !== all.length
}
