import { storageKeys } from './storage-keys.ts'

/**
 * The cart lives in local storage (docs/product-rules.md §10). This module is the only reader
 * and writer of that key, so it can tell every subscriber in this tab about a
 * change; other tabs hear about it through the browser's `storage` event.
 */
const cartChangeEvent = 'meatshop:cart-change'

/** The stored lines, or an empty list when storage is missing, blocked or holds garbage. */
export function readStoredCart(): unknown[] {
  try {
    const raw = window.localStorage.getItem(storageKeys.cart)
    if (raw === null) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

export function readCartLineCount(): number {
  return readStoredCart().length
}

export function writeStoredCart(lines: readonly unknown[]): void {
  try {
    window.localStorage.setItem(storageKeys.cart, JSON.stringify(lines))
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
  window.dispatchEvent(new Event(cartChangeEvent))
}

export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(storageKeys.cart)
  } catch {
    // Blocked storage has nothing to clear.
  }
  window.dispatchEvent(new Event(cartChangeEvent))
}

/** Calls `onChange` when the cart changes in this tab or another one. Returns the unsubscribe. */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    if (event.key === storageKeys.cart || event.key === null) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(cartChangeEvent, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(cartChangeEvent, onChange)
  }
}
