import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'
import { localStorageOrNull } from '#web/lib/local-storage.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'

/**
 * The idempotency key of an order whose answer was lost (decision 0067), kept until
 * the shop answers. A shopper who leaves the checkout while it is checking, or whose
 * phone closes the tab, comes back to the same key: pressing 'Place Order' then
 * returns the order already placed instead of placing a second one. Kept only for
 * the same cart (the server refuses a key with another cart) and for a day.
 */
export const UNCONFIRMED_ORDER_MAX_AGE_MS = 24 * 60 * 60 * 1000

interface UnconfirmedOrder {
  key: string
  /** The lines sent with the key, as the request carried them. */
  cart: string
  savedAt: string
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

interface StoreOptions {
  /** The browser's local storage unless given (tests give a fake). */
  storage?: KeyStorage | null
  now?: Date
}

function storageOf(options: StoreOptions): KeyStorage | null {
  // Blocked storage (private mode): the key lives only as long as the page.
  return options.storage !== undefined ? options.storage : localStorageOrNull()
}

const cartOf = (lines: readonly CartQuoteLineInput[]) => JSON.stringify(lines)

/** Keeps `key` as the one sent, unanswered, with `lines`. */
export function rememberUnconfirmedOrder(
  key: string,
  lines: readonly CartQuoteLineInput[],
  options: StoreOptions = {},
): void {
  const saved: UnconfirmedOrder = {
    key,
    cart: cartOf(lines),
    savedAt: (options.now ?? new Date()).toISOString(),
  }
  try {
    storageOf(options)?.setItem(storageKeys.unconfirmedOrder, JSON.stringify(saved))
  } catch {
    // Storage full or blocked: this page still sends the same key while it is open.
  }
}

/** The key of an unanswered order for exactly these lines, sent within the day, or null. */
export function unconfirmedOrderKey(
  lines: readonly CartQuoteLineInput[],
  options: StoreOptions = {},
): string | null {
  try {
    const raw = storageOf(options)?.getItem(storageKeys.unconfirmedOrder)
    if (!raw) return null
    const saved = JSON.parse(raw) as Partial<UnconfirmedOrder>
    const age = (options.now ?? new Date()).getTime() - Date.parse(saved.savedAt ?? '')
    const usable =
      typeof saved.key === 'string' &&
      saved.cart === cartOf(lines) &&
      age >= 0 &&
      age < UNCONFIRMED_ORDER_MAX_AGE_MS
    return usable ? (saved.key as string) : null
  } catch {
    return null
  }
}

/** The shop answered (the order, or a refusal): the key is done with. */
export function forgetUnconfirmedOrder(options: StoreOptions = {}): void {
  try {
    storageOf(options)?.removeItem(storageKeys.unconfirmedOrder)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
