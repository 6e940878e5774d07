import { useSyncExternalStore } from 'react'
import type { RunOutChoice } from '#shared/preparation-line.ts'
import { readStoredCart, subscribeToCart, writeStoredCart } from '#web/lib/cart-storage.ts'
import { keepForOffline } from '#web/pwa/keep-for-offline.ts'
import { PLACEHOLDER_IMAGE } from '#web/ui/product/product-image.ts'
import {
  acceptHostedPrice,
  addLine,
  type CartLine,
  type NewCartLine,
  parseStoredLines,
  removeLine,
  restoreLines,
  setLineNote,
  setLineQuantity,
  setLineRunOut,
} from './cart-rules.ts'

/**
 * The cart as React state over local storage. Snapshots are cached by the raw
 * stored text so `useSyncExternalStore` sees a stable value between changes.
 */
let cachedRaw: string | undefined
let cachedLines: CartLine[] = []

function snapshot(): CartLine[] {
  const stored = readStoredCart()
  const raw = JSON.stringify(stored)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedLines = parseStoredLines(stored)
  }
  return cachedLines
}

const emptyServerSnapshot: CartLine[] = []

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribeToCart, snapshot, () => emptyServerSnapshot)
}

const newCartId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

export const cart = {
  add(line: NewCartLine): void {
    writeStoredCart(addLine(snapshot(), line, newCartId))
    // The cart page shows this photo, maybe first offline: have the device keep it now.
    keepForOffline(line.imageUrl ?? PLACEHOLDER_IMAGE)
  },
  setQuantity(cartId: string, quantity: number): void {
    writeStoredCart(setLineQuantity(snapshot(), cartId, quantity))
  },
  setNote(cartId: string, note: string): void {
    writeStoredCart(setLineNote(snapshot(), cartId, note))
  },
  setRunOut(cartId: string, ifRunsOut: RunOutChoice): void {
    writeStoredCart(setLineRunOut(snapshot(), cartId, ifRunsOut))
  },
  acceptPrice(cartId: string, unitPriceCentavos: number): void {
    writeStoredCart(acceptHostedPrice(snapshot(), cartId, unitPriceCentavos))
  },
  remove(cartId: string): void {
    writeStoredCart(removeLine(snapshot(), cartId))
  },
  /** Empties the cart; returns the lines it held, for `restore`. */
  clear(): CartLine[] {
    const cleared = snapshot()
    writeStoredCart([])
    return cleared
  },
  /** Puts cleared lines back (Undo), keeping what was added meanwhile. */
  restore(cleared: readonly CartLine[]): void {
    writeStoredCart(restoreLines(cleared, snapshot()))
  },
  lines: snapshot,
}
