import { describe, expect, it } from 'vitest'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'
import {
  findSeenOrder,
  forgetSeenOrder,
  listSeenOrders,
  OFFLINE_ORDER_FIELDS,
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

const tokenOf = (orderId: string) => `tok-${orderId}`.padEnd(22, '_')

/** A whole answer of the shop, as the page gets it: name, address, email and payment too. */
const order = (orderId: string, overrides: Partial<PublicOrder> = {}) =>
  ({
    orderId,
    accessToken: tokenOf(orderId),
    status: 'pending',
    createdAt: '2026-11-27T01:00:00.000Z',
    customerName: 'Maria Santos',
    customerEmail: 'maria@example.ph',
    shippingAddress: '12 Mabini St, Makati 1200',
    zoneName: 'Metro Manila',
    delivery: { date: '2026-11-28', startsMinute: 540, endsMinute: 720, windowId: 1 },
    paymentMethod: 'gcash',
    items: [],
    subtotalCentavos: 100_000,
    deliveryFeeCentavos: 0,
    totalCentavos: 100_000,
    estimatedTotalCentavos: 100_000,
    packing: 'none',
    payAfterWeigh: false,
    packedWeightTolerancePercent: 10,
    timeline: [{ status: 'pending', note: 'Order placed by customer.', createdAt: '', by: null }],
    gcash: { accountName: 'Prime Cuts', accountNumber: '0917 000 0000', instructions: '' },
    payment: { state: 'awaiting', referenceNumber: null },
    ...overrides,
  }) as unknown as PublicOrder

const at = (iso: string) => new Date(iso)

describe('seen orders', () => {
  it("lists the orders kept on this device newest first, each with its link's token ('Order again')", () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage, now: at('2026-11-27T01:00:00Z') })
    rememberSeenOrder(order('MS-2'), { storage, now: at('2026-11-27T02:00:00Z') })
    const listed = listSeenOrders({ storage, now: at('2026-11-27T03:00:00Z') })
    expect(listed.map((s) => [s.order.orderId, s.order.accessToken])).toEqual([
      ['MS-2', tokenOf('MS-2')],
      ['MS-1', tokenOf('MS-1')],
    ])
    expect(listSeenOrders({ storage: null })).toEqual([])
  })

  it("finds an order by its link's token, with when it was seen", () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage, now: at('2026-11-27T01:00:00Z') })
    const seen = findSeenOrder(tokenOf('MS-1'), { storage })
    expect(seen?.order.orderId).toBe('MS-1')
    expect(seen?.seenAt).toBe('2026-11-27T01:00:00.000Z')
    expect(findSeenOrder(tokenOf('MS-2'), { storage })).toBeNull()
  })

  it('keeps only what the offline page shows: no name, address, email, timeline or payment', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage })
    const stored = storage.items.get(storageKeys.seenOrders)!
    for (const secret of ['Maria Santos', 'maria@example.ph', 'Mabini', '0917', 'awaiting']) {
      expect(stored).not.toContain(secret)
    }
    const [kept] = JSON.parse(stored)
    expect(Object.keys(kept.order).sort()).toEqual([...OFFLINE_ORDER_FIELDS].sort())
    expect(kept.order).toMatchObject({
      accessToken: tokenOf('MS-1'),
      orderId: 'MS-1',
      status: 'pending',
      totalCentavos: 100_000,
      delivery: { date: '2026-11-28' },
    })
  })

  it('trims what an older version of the shop kept, and drops entries without a token', () => {
    const storage = memoryStorage()
    const now = at('2026-11-27T02:00:00Z')
    const old = { order: order('MS-1'), seenAt: '2026-11-27T01:00:00.000Z' }
    const { accessToken: _t, ...noToken } = order('MS-2')
    storage.items.set(
      storageKeys.seenOrders,
      JSON.stringify([old, { order: noToken, seenAt: '2026-11-27T01:00:00.000Z' }]),
    )
    expect(findSeenOrder(tokenOf('MS-1'), { storage, now })?.order).not.toHaveProperty(
      'customerName',
    )
    // The next write leaves only the trimmed entry.
    rememberSeenOrder(order('MS-3'), { storage, now })
    const stored = storage.items.get(storageKeys.seenOrders)!
    expect(stored).not.toContain('Maria Santos')
    expect(JSON.parse(stored).map((s: { order: { orderId: string } }) => s.order.orderId)).toEqual([
      'MS-3',
      'MS-1',
    ])
  })

  it('keeps the newest view of an order, once', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage, now: at('2026-11-27T01:00:00Z') })
    rememberSeenOrder(order('MS-1', { status: 'processing', accessToken: tokenOf('MS-1b') }), {
      storage,
      now: at('2026-11-27T02:00:00Z'),
    })
    const seen = findSeenOrder(tokenOf('MS-1b'), { storage })
    expect(seen?.order.status).toBe('processing')
    expect(seen?.seenAt).toBe('2026-11-27T02:00:00.000Z')
    expect(JSON.parse(storage.items.get(storageKeys.seenOrders)!)).toHaveLength(1)
  })

  it(`keeps only the last ${SEEN_ORDERS_KEPT} orders`, () => {
    const storage = memoryStorage()
    for (let i = 1; i <= SEEN_ORDERS_KEPT + 1; i++) rememberSeenOrder(order(`MS-${i}`), { storage })
    expect(findSeenOrder(tokenOf('MS-1'), { storage })).toBeNull()
    expect(findSeenOrder(tokenOf('MS-2'), { storage })).not.toBeNull()
    expect(findSeenOrder(tokenOf(`MS-${SEEN_ORDERS_KEPT + 1}`), { storage })).not.toBeNull()
  })

  it('forgets an order 30 days after it was last seen', () => {
    const storage = memoryStorage()
    const seenAt = at('2026-10-01T00:00:00Z')
    rememberSeenOrder(order('MS-1'), { storage, now: seenAt })
    const justBefore = new Date(seenAt.getTime() + SEEN_ORDER_MAX_AGE_MS - 1)
    expect(findSeenOrder(tokenOf('MS-1'), { storage, now: justBefore })).not.toBeNull()
    const thirtyDays = new Date(seenAt.getTime() + SEEN_ORDER_MAX_AGE_MS)
    expect(findSeenOrder(tokenOf('MS-1'), { storage, now: thirtyDays })).toBeNull()
    // The next write drops it from storage too.
    rememberSeenOrder(order('MS-2'), { storage, now: thirtyDays })
    expect(storage.items.get(storageKeys.seenOrders)).not.toContain('MS-1')
  })

  it('forgets one order on request, and says whether it was kept', () => {
    const storage = memoryStorage()
    rememberSeenOrder(order('MS-1'), { storage })
    rememberSeenOrder(order('MS-2'), { storage })
    expect(forgetSeenOrder('MS-1', { storage })).toBe(true)
    expect(findSeenOrder(tokenOf('MS-1'), { storage })).toBeNull()
    expect(findSeenOrder(tokenOf('MS-2'), { storage })).not.toBeNull()
    expect(storage.items.get(storageKeys.seenOrders)).not.toContain('MS-1')
    expect(forgetSeenOrder('MS-1', { storage })).toBe(false)
    expect(forgetSeenOrder('MS-1', { storage: null })).toBe(false)
  })

  it('reads garbage, blocked or full storage as nothing kept, without throwing', () => {
    const storage = memoryStorage()
    storage.items.set(storageKeys.seenOrders, '{not json')
    expect(findSeenOrder(tokenOf('MS-1'), { storage })).toBeNull()
    storage.items.set(
      storageKeys.seenOrders,
      JSON.stringify([{ order: { orderId: 'MS-1' }, seenAt: 'yesterday' }, 42]),
    )
    expect(findSeenOrder(tokenOf('MS-1'), { storage })).toBeNull()
    expect(() => rememberSeenOrder(order('MS-1'), { storage: null })).not.toThrow()
    expect(findSeenOrder(tokenOf('MS-1'), { storage: null })).toBeNull()
    const full = memoryStorage({ full: true })
    expect(() => rememberSeenOrder(order('MS-1'), { storage: full })).not.toThrow()
    expect(() => forgetSeenOrder('MS-1', { storage: full })).not.toThrow()
  })
})
