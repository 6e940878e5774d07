import { describe, expect, it } from 'vitest'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'
import {
  lastSeenDeliveryTimes,
  rememberDeliveryTimes,
  SEEN_DELIVERY_TIMES_MAX_AGE_MS,
  SEEN_DELIVERY_ZONES_KEPT,
} from './seen-delivery-times.ts'

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

const morning = { id: 1, startsMinute: 9 * 60, endsMinute: 12 * 60, full: false }
const afternoon = { id: 2, startsMinute: 13 * 60, endsMinute: 17 * 60, full: false }
const evening = { id: 3, startsMinute: 17 * 60, endsMinute: 20 * 60, full: false }

const slots = (zoneId: number, dates: DeliverySlots['dates']): DeliverySlots => ({
  zoneId,
  today: '2026-11-27',
  dates,
})

const metroManila = slots(1, [
  { date: '2026-11-27', windows: [morning, afternoon, { ...evening, full: true }] },
  { date: '2026-11-28', windows: [{ ...morning, full: true }, afternoon, evening] },
  { date: '2026-11-29', windows: [morning] },
  { date: '2026-11-30', windows: [morning] },
])

/** 10:30 AM in Manila on Nov 27. */
const seenAt = new Date('2026-11-27T02:30:00Z')
const times = (...ws: { startsMinute: number; endsMinute: number }[]) =>
  ws.map(({ startsMinute, endsMinute }) => ({ startsMinute, endsMinute }))

describe('delivery times last seen on this device', () => {
  it('lists the coming dates with the windows that had room, three dates at most', () => {
    const storage = memoryStorage()
    rememberDeliveryTimes(metroManila, { storage, now: seenAt })
    expect(lastSeenDeliveryTimes(1, { storage, now: seenAt })).toEqual({
      seenAt: seenAt.toISOString(),
      dates: [
        { date: '2026-11-27', windows: times(morning, afternoon) },
        { date: '2026-11-28', windows: times(afternoon, evening) },
        { date: '2026-11-29', windows: times(morning) },
      ],
    })
  })

  it('leaves out what has passed since: earlier dates and windows that have ended today', () => {
    const storage = memoryStorage()
    rememberDeliveryTimes(metroManila, { storage, now: seenAt })
    // 12:30 PM on Nov 28, Manila: the 27th is gone, the morning of the 28th was full anyway.
    const later = new Date('2026-11-28T04:30:00Z')
    expect(lastSeenDeliveryTimes(1, { storage, now: later })?.dates).toEqual([
      { date: '2026-11-28', windows: times(afternoon, evening) },
      { date: '2026-11-29', windows: times(morning) },
      { date: '2026-11-30', windows: times(morning) },
    ])
    // Past every date seen: nothing to show.
    expect(lastSeenDeliveryTimes(1, { storage, now: new Date('2026-12-01T01:00:00Z') })).toBeNull()
  })

  it('keeps one answer per zone, the newest, for ten zones and a week at most', () => {
    const storage = memoryStorage()
    rememberDeliveryTimes(metroManila, { storage, now: seenAt })
    const fuller = slots(1, [{ date: '2026-11-28', windows: [evening] }])
    rememberDeliveryTimes(fuller, { storage, now: seenAt })
    expect(lastSeenDeliveryTimes(1, { storage, now: seenAt })?.dates).toEqual([
      { date: '2026-11-28', windows: times(evening) },
    ])
    expect(lastSeenDeliveryTimes(2, { storage, now: seenAt })).toBeNull()

    for (let zone = 2; zone <= SEEN_DELIVERY_ZONES_KEPT + 1; zone++) {
      rememberDeliveryTimes(slots(zone, metroManila.dates), { storage, now: seenAt })
    }
    expect(lastSeenDeliveryTimes(1, { storage, now: seenAt })).toBeNull()
    expect(lastSeenDeliveryTimes(2, { storage, now: seenAt })).not.toBeNull()

    const weekLater = new Date(seenAt.getTime() + SEEN_DELIVERY_TIMES_MAX_AGE_MS)
    expect(lastSeenDeliveryTimes(2, { storage, now: weekLater })).toBeNull()
  })

  it('shows nothing, and breaks nothing, with blocked, full or garbled storage', () => {
    rememberDeliveryTimes(metroManila, { storage: null, now: seenAt })
    expect(lastSeenDeliveryTimes(1, { storage: null, now: seenAt })).toBeNull()

    const full = memoryStorage({ full: true })
    rememberDeliveryTimes(metroManila, { storage: full, now: seenAt })
    expect(lastSeenDeliveryTimes(1, { storage: full, now: seenAt })).toBeNull()

    const garbled = memoryStorage()
    garbled.items.set(storageKeys.seenDeliveryTimes, '{not json')
    expect(lastSeenDeliveryTimes(1, { storage: garbled, now: seenAt })).toBeNull()
    garbled.items.set(
      storageKeys.seenDeliveryTimes,
      JSON.stringify([
        { seenAt: seenAt.toISOString(), slots: { zoneId: 1, dates: [{ date: 1 }] } },
      ]),
    )
    expect(lastSeenDeliveryTimes(1, { storage: garbled, now: seenAt })).toBeNull()
    // A garbled entry does not stop the next answer from being kept.
    rememberDeliveryTimes(metroManila, { storage: garbled, now: seenAt })
    expect(lastSeenDeliveryTimes(1, { storage: garbled, now: seenAt })).not.toBeNull()
  })
})
