import { useSyncExternalStore } from 'react'
import { readCartLineCount, subscribeToCart } from './cart-storage.ts'

/** Number of lines in the stored cart, kept in step with this and other tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCartLineCount, () => 0)
}
