import type { PublicOrder } from '#shared/schemas/orders.ts'
import { localStorageOrNull } from '#web/lib/local-storage.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'

/**
 * The orders this browser has placed or looked up, as the shopper last saw them, so
 * the order-status page can still show one offline (decision 0067). Kept in the app,
 * not in the service worker: the lookup's answer is never cached there. Bounded, so a
 * shared phone does not keep an order's name and address for long.
 */
export const SEEN_ORDERS_KEPT = 10
export const SEEN_ORDER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export interface SeenOrder {
  order: PublicOrder
  /** ISO instant the shop last answered with this order. */
  seenAt: string
}

type OrderStorage = Pick<Storage, 'getItem' | 'setItem'>

interface StoreOptions {
  /** The browser's local storage unless given (tests give a fake). */
  storage?: OrderStorage | null
  now?: Date
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
    typeof order.customerEmail === 'string' &&
    Array.isArray(order.items)
  )
}

const fresh = (seen: SeenOrder, now: Date) =>
  now.getTime() - Date.parse(seen.seenAt) < SEEN_ORDER_MAX_AGE_MS

/** The kept orders still young enough, newest first; none when storage is blocked or garbled. */
function readAll(storage: OrderStorage | null, now: Date): SeenOrder[] {
  try {
    const raw = storage?.getItem(storageKeys.seenOrders)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isSeenOrder).filter((s) => fresh(s, now)) : []
  } catch {
    return []
  }
}

const sameLookup = (order: PublicOrder, orderId: string, email: string) =>
  // The server matches the email without regard to case.
  order.orderId === orderId && order.customerEmail.toLowerCase() === email.toLowerCase()

/** Keeps `order` as seen now, in place of any older view of it; the oldest beyond 10 go. */
export function rememberSeenOrder(order: PublicOrder, options: StoreOptions = {}): void {
  const storage = options.storage === undefined ? localStorageOrNull() : options.storage
  const now = options.now ?? new Date()
  const others = readAll(storage, now).filter((s) => s.order.orderId !== order.orderId)
  const kept = [{ order, seenAt: now.toISOString() }, ...others].slice(0, SEEN_ORDERS_KEPT)
  try {
    storage?.setItem(storageKeys.seenOrders, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the order is simply not available offline.
  }
}

/** The order as last seen for this order id and email, or null. */
export function findSeenOrder(
  lookup: { orderId: string; email: string },
  options: StoreOptions = {},
): SeenOrder | null {
  const storage = options.storage === undefined ? localStorageOrNull() : options.storage
  const now = options.now ?? new Date()
  return (
    readAll(storage, now).find((s) => sameLookup(s.order, lookup.orderId, lookup.email)) ?? null
  )
}
