import { describe, expect, it } from 'vitest'
import { storageKeys } from '#web/lib/storage-keys.ts'
import { forgetDetails, KEPT_DETAILS_MAX_AGE_MS, keepDetails, keptDetails } from './kept-details.ts'

function fakeStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const typed = {
  fullName: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '0917 123 4567',
  cityCode: '0402103000',
  landmark: 'Blue gate',
  paymentMethod: 'gcash',
  textUpdates: true,
  deliveryWindowId: 4,
}

describe('checkout details kept on the device', () => {
  it('keeps the name, contact and address, never the payment or anything else', () => {
    const storage = fakeStorage()
    keepDetails(typed, { storage, now: new Date('2026-11-28T00:00:00Z') })
    const raw = storage.items.get(storageKeys.checkoutDetails)!
    expect(raw).not.toContain('gcash')
    expect(keptDetails({ storage, now: new Date('2026-11-29T00:00:00Z') })).toEqual({
      fullName: 'Maria Santos',
      email: 'maria@example.ph',
      phone: '0917 123 4567',
      cityCode: '0402103000',
      landmark: 'Blue gate',
    })
  })

  it('forgets them after 90 days, and at once on request', () => {
    const storage = fakeStorage()
    const saved = new Date('2026-01-01T00:00:00Z')
    keepDetails(typed, { storage, now: saved })
    const later = new Date(saved.getTime() + KEPT_DETAILS_MAX_AGE_MS)
    expect(keptDetails({ storage, now: later })).toEqual({})
    expect(storage.items.size).toBe(0)

    keepDetails(typed, { storage, now: saved })
    forgetDetails({ storage })
    expect(keptDetails({ storage, now: saved })).toEqual({})
  })

  it('an emptied form removes what was kept; broken or blocked storage keeps nothing', () => {
    const storage = fakeStorage()
    keepDetails(typed, { storage })
    keepDetails({ fullName: '', email: '' }, { storage })
    expect(storage.items.size).toBe(0)
    storage.items.set(storageKeys.checkoutDetails, '{not json')
    expect(keptDetails({ storage })).toEqual({})
    expect(keptDetails({ storage: null })).toEqual({})
  })
})
