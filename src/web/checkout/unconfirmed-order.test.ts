import { describe, expect, it } from 'vitest'
import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'
import {
  forgetUnconfirmedOrder,
  rememberUnconfirmedOrder,
  UNCONFIRMED_ORDER_MAX_AGE_MS,
  unconfirmedOrderKey,
} from './unconfirmed-order.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const ribeye: CartQuoteLineInput = { kind: 'product', productId: 1, unit: 'kg', quantity: 2 }
const bundle: CartQuoteLineInput = { kind: 'bundle', bundleId: 4, quantity: 1 }
const sent = new Date('2026-11-27T02:00:00Z')
const later = (ms: number) => new Date(sent.getTime() + ms)

describe('the key of an order whose answer was lost', () => {
  it('comes back for the same cart, so pressing again returns the order already placed', () => {
    const storage = memoryStorage()
    rememberUnconfirmedOrder('key-1', [ribeye, bundle], { storage, now: sent })
    expect(unconfirmedOrderKey([ribeye, bundle], { storage, now: later(60_000) })).toBe('key-1')
  })

  it('is not used for another cart, which the server would refuse under that key', () => {
    const storage = memoryStorage()
    rememberUnconfirmedOrder('key-1', [ribeye], { storage, now: sent })
    expect(unconfirmedOrderKey([ribeye, bundle], { storage, now: sent })).toBeNull()
    expect(unconfirmedOrderKey([{ ...ribeye, quantity: 3 }], { storage, now: sent })).toBeNull()
  })

  it('is dropped after a day, and once the shop has answered', () => {
    const storage = memoryStorage()
    rememberUnconfirmedOrder('key-1', [ribeye], { storage, now: sent })
    expect(
      unconfirmedOrderKey([ribeye], { storage, now: later(UNCONFIRMED_ORDER_MAX_AGE_MS) }),
    ).toBeNull()
    forgetUnconfirmedOrder({ storage })
    expect(unconfirmedOrderKey([ribeye], { storage, now: sent })).toBeNull()
  })

  it('reads garbage or blocked storage as nothing kept', () => {
    const storage = memoryStorage()
    storage.setItem('meatshop:unconfirmed-order', '{not json')
    expect(unconfirmedOrderKey([ribeye], { storage, now: sent })).toBeNull()
    expect(unconfirmedOrderKey([ribeye], { storage: null, now: sent })).toBeNull()
    expect(() => rememberUnconfirmedOrder('k', [ribeye], { storage: null })).not.toThrow()
  })
})
