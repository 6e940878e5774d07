import { manilaMinuteOfDay } from '#shared/delivery-schedule.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import { localStorageOrNull } from '#web/lib/local-storage.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'

/**
 * Each delivery zone's times as the shop last answered them on this device, so the
 * checkout offline can say which times there were (docs/product-rules.md §11). Only to
 * read: nothing is ever booked from here, the order is placed online and the server
 * checks its time then. Nothing personal: the same times every shopper sees.
 */
export const SEEN_DELIVERY_TIMES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
export const SEEN_DELIVERY_ZONES_KEPT = 10
/** Dates listed offline: enough to see what is coming, short on a phone. */
export const SEEN_DELIVERY_DATES_SHOWN = 3

interface SeenDeliveryTimes {
  slots: DeliverySlots
  /** ISO instant the shop answered. */
  seenAt: string
}

/** What checkout shows offline: the coming dates with the windows that had room. */
export interface LastSeenDeliveryTimes {
  seenAt: string
  dates: { date: string; windows: { startsMinute: number; endsMinute: number }[] }[]
}

type TimesStorage = Pick<Storage, 'getItem' | 'setItem'>

interface StoreOptions {
  /** The browser's local storage unless given (tests give a fake). */
  storage?: TimesStorage | null
  now?: Date
}

function isSeen(value: unknown): value is SeenDeliveryTimes {
  if (typeof value !== 'object' || value === null) return false
  const { slots, seenAt } = value as Partial<SeenDeliveryTimes>
  return (
    typeof seenAt === 'string' &&
    !Number.isNaN(Date.parse(seenAt)) &&
    typeof slots === 'object' &&
    slots !== null &&
    Number.isInteger(slots.zoneId) &&
    Array.isArray(slots.dates) &&
    slots.dates.every(
      (d) =>
        typeof d?.date === 'string' &&
        Array.isArray(d.windows) &&
        d.windows.every(
          (w) =>
            Number.isInteger(w?.startsMinute) &&
            Number.isInteger(w?.endsMinute) &&
            typeof w?.full === 'boolean',
        ),
    )
  )
}

/** The kept answers still young enough, newest first; none when storage is blocked or garbled. */
function readAll(storage: TimesStorage | null, now: Date): SeenDeliveryTimes[] {
  try {
    const raw = storage?.getItem(storageKeys.seenDeliveryTimes)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(isSeen)
      .filter((s) => now.getTime() - Date.parse(s.seenAt) < SEEN_DELIVERY_TIMES_MAX_AGE_MS)
  } catch {
    return []
  }
}

/** Keeps a zone's answer as seen now, in place of the older one; the oldest beyond 10 zones go. */
export function rememberDeliveryTimes(slots: DeliverySlots, options: StoreOptions = {}): void {
  const storage = options.storage === undefined ? localStorageOrNull() : options.storage
  const now = options.now ?? new Date()
  const others = readAll(storage, now).filter((s) => s.slots.zoneId !== slots.zoneId)
  const kept = [{ slots, seenAt: now.toISOString() }, ...others].slice(0, SEEN_DELIVERY_ZONES_KEPT)
  try {
    storage?.setItem(storageKeys.seenDeliveryTimes, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: checkout offline simply has no times to show.
  }
}

/**
 * The zone's times as last seen, from today on (by the device's clock in Manila):
 * past dates and windows that have ended are left out, and so are full windows. Null
 * when none were seen, or none of them is still to come.
 */
export function lastSeenDeliveryTimes(
  zoneId: number,
  options: StoreOptions = {},
): LastSeenDeliveryTimes | null {
  const storage = options.storage === undefined ? localStorageOrNull() : options.storage
  const now = options.now ?? new Date()
  const seen = readAll(storage, now).find((s) => s.slots.zoneId === zoneId)
  if (!seen) return null
  const today = manilaIsoDate(now)
  const minute = manilaMinuteOfDay(now)
  const dates = seen.slots.dates
    .filter((d) => d.date >= today)
    .map((d) => ({
      date: d.date,
      windows: d.windows
        .filter((w) => !w.full && (d.date > today || w.endsMinute > minute))
        .map(({ startsMinute, endsMinute }) => ({ startsMinute, endsMinute })),
    }))
    .filter((d) => d.windows.length > 0)
    .slice(0, SEEN_DELIVERY_DATES_SHOWN)
  return dates.length > 0 ? { seenAt: seen.seenAt, dates } : null
}
