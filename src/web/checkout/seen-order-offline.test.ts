import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'
import { seenOrderWhenOffline } from './seen-order-offline.ts'

// No browser storage here: findSeenOrder would read none, so the cases that reach it
// are told apart from those that stop before it by a stored order in a fake window.
const lookup = 'AbCdEfGhIjKlMnOpQrSt_-'
const stored = { orderId: 'MS-1', accessToken: lookup, items: [] }
const networkError = new ApiError(0, 'network_error', 'Could not reach the server.')
const idle = { data: undefined, error: null, failureReason: null, fetchStatus: 'idle' as const }

function withStoredOrder(run: () => void) {
  const items = new Map<string, string>([
    [storageKeys.seenOrders, JSON.stringify([{ order: stored, seenAt: new Date().toISOString() }])],
  ])
  const fakeWindow = { localStorage: { getItem: (key: string) => items.get(key) ?? null } }
  Object.assign(globalThis, { window: fakeWindow })
  try {
    run()
  } finally {
    Reflect.deleteProperty(globalThis, 'window')
  }
}

describe('seenOrderWhenOffline', () => {
  it('shows the stored order while the lookup is paused offline or fails to reach the shop', () => {
    withStoredOrder(() => {
      expect(seenOrderWhenOffline(lookup, { ...idle, fetchStatus: 'paused' })?.order).toEqual(
        stored,
      )
      expect(
        seenOrderWhenOffline(lookup, {
          ...idle,
          fetchStatus: 'fetching',
          failureReason: networkError,
        })?.order,
      ).toEqual(stored)
      expect(seenOrderWhenOffline(lookup, { ...idle, error: networkError })?.order).toEqual(stored)
    })
  })

  it('never shows it for a lookup the server answered, or one still on its way', () => {
    withStoredOrder(() => {
      const notFound = new ApiError(404, 'not_found', 'Order not found')
      expect(seenOrderWhenOffline(lookup, { ...idle, error: notFound })).toBeNull()
      expect(
        seenOrderWhenOffline(lookup, { ...idle, error: notFound, fetchStatus: 'paused' }),
      ).toBeNull()
      const limited = new ApiError(429, 'too_many_attempts', 'Try again later')
      expect(seenOrderWhenOffline(lookup, { ...idle, error: limited })).toBeNull()
      expect(seenOrderWhenOffline(lookup, { ...idle, fetchStatus: 'fetching' })).toBeNull()
      expect(
        seenOrderWhenOffline(lookup, { ...idle, data: stored, fetchStatus: 'paused' }),
      ).toBeNull()
      expect(seenOrderWhenOffline(null, { ...idle, fetchStatus: 'paused' })).toBeNull()
    })
  })
})
