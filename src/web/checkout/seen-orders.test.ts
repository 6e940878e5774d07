import { describe, expect, it } from 'vitest'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'
import {
  findSeenOrder,
  rememberSeenOrder,
  SEEN_ORDER_MAX_AGE_MS,
  SEEN_ORDERS_KEPT,
} from './seen-orders.ts'

/** Local storage as a map, or one that refuses every write (full, or private mode). */
function memoryStorage({ full = false } = {}) {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

const order = (orderId: string, overrides: Partial<PublicOrder> = {}) =>
  ({
    orderId,
    status: 'pending',
    customerEmail: 'maria@example.ph',
    items: [],
    ...overrides,
  }) as unknown as PublicOrder

const lookup = (orderId: string, email = 'maria@example.ph') => ({ orderId, email })
const at = (iso: string) => new Date(iso)

describe('seen orders', () => {
  it('finds an order by its id and email, in any case, with when it was seen', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage, now: at('2026-11-27T01:00:00Z') })
    expect(findSeenOrder(lookup('MS-1', 'Maria@Example.PH'), { storage })).toEqual({
      order: order('MS-1'),
      seenAt: '2026-11-27T01:00:00.000Z',
    })
  })

  it('never gives an order to another email or another id', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage })
    expect(findSeenOrder(lookup('MS-1', 'juan@example.ph'), { storage })).toBeNull()
    expect(findSeenOrder(lookup('MS-2'), { storage })).toBeNull()
  })

  it('keeps the newest view of an order, once', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage, now: at('2026-11-27T01:00:00Z') })
    rememberSeenOrder(order('MS-1', { status: 'processing' }), {
      storage,
      now: at('2026-11-27T02:00:00Z'),
    })
    const seen = findSeenOrder(lookup('MS-1'), { storage })
    expect(seen?.order.status).toBe('processing')
    expect(seen?.seenAt).toBe('2026-11-27T02:00:00.000Z')
    expect(JSON.parse(storage.items.get(storageKeys.seenOrders)!)).toHaveLength(1)
  })

  it(`keeps only the last ${SEEN_ORDERS_KEPT} orders`, () => {
    const storage = memoryStorage()
    for (let i = 1; i <= SEEN_ORDERS_KEPT + 1; i++) rememberSeenOrder(order(`MS-${i}`), { storage })
    expect(findSeenOrder(lookup('MS-1'), { storage })).toBeNull()
    expect(findSeenOrder(lookup('MS-2'), { storage })).not.toBeNull()
    expect(findSeenOrder(lookup(`MS-${SEEN_ORDERS_KEPT + 1}`), { storage })).not.toBeNull()
  })

  it('forgets an order 30 days after it was last seen', () => {
    const storage = memoryStorage()
    const seenAt = at('2026-10-01T00:00:00Z')
    rememberSeenOrder(order('MS-1'), { storage, now: seenAt })
    const justBefore = new Date(seenAt.getTime() + SEEN_ORDER_MAX_AGE_MS - 1)
    expect(findSeenOrder(lookup('MS-1'), { storage, now: justBefore })).not.toBeNull()
    const thirtyDays = new Date(seenAt.getTime() + SEEN_ORDER_MAX_AGE_MS)
    expect(findSeenOrder(lookup('MS-1'), { storage, now: thirtyDays })).toBeNull()
    // The next write drops it from storage too.
    rememberSeenOrder(order('MS-2'), { storage, now: thirtyDays })
    expect(storage.items.get(storageKeys.seenOrders)).not.toContain('MS-1')
  })

  it('reads garbage, blocked or full storage as nothing kept, without throwing', () => {
    const storage = memoryStorage()
    storage.items.set(storageKeys.seenOrders, '{not json')
    expect(findSeenOrder(lookup('MS-1'), { storage })).toBeNull()
    storage.items.set(
      storageKeys.seenOrders,
      JSON.stringify([{ order: { orderId: 'MS-1' }, seenAt: 'yesterday' }, 42]),
    )
    expect(findSeenOrder(lookup('MS-1'), { storage })).toBeNull()
    expect(() => rememberSeenOrder(order('MS-1'), { storage: null })).not.toThrow()
    expect(findSeenOrder(lookup('MS-1'), { storage: null })).toBeNull()
    const full = memoryStorage({ full: true })
    expect(() => rememberSeenOrder(order('MS-1'), { storage: full })).not.toThrow()
  })
})
