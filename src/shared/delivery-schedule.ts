import {
  addDaysToIsoDate,
  formatMinuteOfDay,
  MANILA_OFFSET_MINUTES,
  MINUTES_PER_DAY,
  manilaIsoDate,
  monthNames,
  weekdayNames,
} from './manila-time.ts'

/**
 * Delivery dates (issue 16, docs/product-rules.md "Delivery dates"): which dates and
 * windows a zone can still take at a given instant. Pure, so the server (checkout
 * options, placing, rescheduling) and the browser (labels) share one set of rules.
 * Every date is a Manila calendar date 'YYYY-MM-DD'; every time a minute of the
 * Manila day (0 = midnight, 840 = 2:00 PM), whatever the server's or device's zone.
 */

export interface DeliveryWindowRule {
  id: number
  startsMinute: number
  endsMinute: number
  /** Orders the window takes per date. */
  capacity: number
}

export interface ZoneScheduleRule {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[]
  sameDay: boolean
  sameDayCutoffMinute: number
  prepMinutes: number
  /** The last bookable date is today + bookingDays. */
  bookingDays: number
  windows: readonly DeliveryWindowRule[]
}

export interface ScheduleContext {
  now: Date
  /** Closed dates of the whole shop ('YYYY-MM-DD'). */
  closedDates: ReadonlySet<string>
  /** Places taken: `bookedKey(windowId, date)` → orders. Missing means none. */
  booked: ReadonlyMap<string, number>
  /**
   * Staff moving an order: the same-day cutoff, the preparation time and the booking
   * horizon do not apply (a window already over today still does), and up to
   * `STAFF_BOOKING_DAYS` ahead are offered.
   */
  forStaff?: boolean
}

/** How far ahead staff may move an order, whatever the shopper's horizon. */
export const STAFF_BOOKING_DAYS = 60

export const bookedKey = (windowId: number, date: string) => `${windowId}@${date}`

export interface DeliverySlotWindow {
  id: number
  startsMinute: number
  endsMinute: number
  /** No place left: shown as 'Full', not choosable. */
  full: boolean
}

export interface DeliverySlotDate {
  date: string
  windows: DeliverySlotWindow[]
}

/** Minute of the Manila day of an instant. */
export function manilaMinuteOfDay(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + MANILA_OFFSET_MINUTES
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
}

/** Day of the week of a 'YYYY-MM-DD' date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'). Bounded before the pattern. */
export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || !isoDatePattern.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** Why a date and window cannot be booked now, or null when it can (capacity aside: see `full`). */
export type SlotRefusal =
  | 'past'
  | 'beyond_horizon'
  | 'closed'
  | 'not_delivery_day'
  | 'unknown_window'
  | 'same_day_unavailable'
  | 'cutoff_passed'
  | 'window_passed'
  | 'full'

/**
 * Whether `windowId` on `date` can take one more order at `ctx.now`. Order of the
 * checks: what a date can never be (past, beyond the horizon, closed, not a delivery
 * day, a window of another zone), then what time has taken away (the cutoff, the
 * preparation time), then capacity.
 */
export function checkDeliverySlot(
  schedule: ZoneScheduleRule,
  ctx: ScheduleContext,
  date: string,
  windowId: number,
): SlotRefusal | null {
  const today = manilaIsoDate(ctx.now)
  const ahead = daysBetween(today, date)
  if (ahead < 0) return 'past'
  const horizon = ctx.forStaff ? STAFF_BOOKING_DAYS : schedule.bookingDays
  if (ahead > horizon) return 'beyond_horizon'
  if (ctx.closedDates.has(date)) return 'closed'
  if (!schedule.weekdays.includes(weekdayOf(date))) return 'not_delivery_day'
  const window = schedule.windows.find((w) => w.id === windowId)
  if (!window) return 'unknown_window'
  if (ahead === 0) {
    const minute = manilaMinuteOfDay(ctx.now)
    if (ctx.forStaff) {
      if (window.endsMinute <= minute) return 'window_passed'
    } else {
      if (!schedule.sameDay) return 'same_day_unavailable'
      if (minute >= schedule.sameDayCutoffMinute) return 'cutoff_passed'
    }
  }
  if (!ctx.forStaff && minutesUntil(ctx.now, date, window.startsMinute) < schedule.prepMinutes)
    return 'window_passed'
  if ((ctx.booked.get(bookedKey(window.id, date)) ?? 0) >= window.capacity) return 'full'
  return null
}

/** Minutes from `now` until `minute` of the Manila date `date` (negative once passed). */
function minutesUntil(now: Date, date: string, minute: number): number {
  const startsAt = Date.parse(`${date}T00:00:00+08:00`) + minute * 60_000
  return Math.floor((startsAt - now.getTime()) / 60_000)
}

/**
 * The dates and windows a zone offers at `ctx.now`, earliest first: every bookable
 * date with each window that has not passed, full ones marked `full`. A date whose
 * windows have all passed (or that is closed, or not a delivery day) is absent.
 */
export function deliverySlots(
  schedule: ZoneScheduleRule,
  ctx: ScheduleContext,
): DeliverySlotDate[] {
  const today = manilaIsoDate(ctx.now)
  const horizon = ctx.forStaff ? STAFF_BOOKING_DAYS : schedule.bookingDays
  const windows = [...schedule.windows].sort((a, b) => a.startsMinute - b.startsMinute)
  const dates: DeliverySlotDate[] = []
  for (let ahead = 0; ahead <= horizon; ahead++) {
    const date = addDaysToIsoDate(today, ahead)
    const offered: DeliverySlotWindow[] = []
    for (const window of windows) {
      const refusal = checkDeliverySlot(schedule, ctx, date, window.id)
      if (refusal !== null && refusal !== 'full') continue
      offered.push({
        id: window.id,
        startsMinute: window.startsMinute,
        endsMinute: window.endsMinute,
        full: refusal === 'full',
      })
    }
    if (offered.length > 0) dates.push({ date, windows: offered })
  }
  return dates
}

/** The earliest window with a place left, or null when the zone has none in its horizon. */
export function earliestOpenSlot(
  slots: readonly DeliverySlotDate[],
): { date: string; window: DeliverySlotWindow } | null {
  for (const day of slots) {
    const window = day.windows.find((w) => !w.full)
    if (window) return { date: day.date, window }
  }
  return null
}

/** '2 PM', '2:30 PM': the short form a sentence uses (the FAQ). */
export function formatMinuteOfDayShort(minute: number): string {
  return formatMinuteOfDay(minute).replace(':00 ', ' ')
}

/** '9:00 AM – 12:00 PM' (an en dash between spaces). */
export function formatDeliveryWindow(window: { startsMinute: number; endsMinute: number }): string {
  return `${formatMinuteOfDay(window.startsMinute)} – ${formatMinuteOfDay(window.endsMinute)}`
}

/** 'Sat, Nov 28' for a 'YYYY-MM-DD' date. */
export function formatDeliveryDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${weekdayNames[weekdayOf(date)]}, ${monthNames[month - 1]} ${day}`
}

/** 'Today' for today's Manila date at `now`, else 'Sat, Nov 28': a checkout choice's label. */
export function deliveryDateLabel(date: string, now: Date): string {
  return date === manilaIsoDate(now) ? 'Today' : formatDeliveryDate(date)
}

export interface DeliveryPromise {
  date: string
  startsMinute: number
  endsMinute: number
}

/** 'Arrives today, 1:00 PM – 5:00 PM' / 'Arrives Sat, Nov 28, 9:00 AM – 12:00 PM'. */
export function arrivesText(delivery: DeliveryPromise, now: Date): string {
  const day = delivery.date === manilaIsoDate(now) ? 'today' : formatDeliveryDate(delivery.date)
  return `Arrives ${day}, ${formatDeliveryWindow(delivery)}`
}

/** 'Sat, Nov 28, 9:00 AM – 12:00 PM': emails, the orders table, CSV (no "today": read later). */
export function deliveryText(delivery: DeliveryPromise): string {
  return `${formatDeliveryDate(delivery.date)}, ${formatDeliveryWindow(delivery)}`
}

/** The messages shoppers and staff read (issue 16). */
export const deliveryMessages = {
  full: 'That delivery time just filled up. Please choose another.',
  cutoffPassed: 'Same-day delivery has closed for today. Please choose another time.',
  windowPassed: 'That delivery time has passed. Please choose another.',
  chooseDate: 'Choose a delivery date',
  chooseWindow: 'Choose a delivery time',
  past: 'That date has passed. Choose another delivery date.',
  beyondHorizon: 'That date is too far ahead. Choose an earlier delivery date.',
  closed: 'We do not deliver on that date. Choose another delivery date.',
  notDeliveryDay: 'This zone does not deliver on that day. Choose another delivery date.',
  sameDayUnavailable: 'This zone does not deliver on the same day. Choose another delivery date.',
  unknownWindow: 'That delivery time is not offered in this zone. Choose another.',
  noneLeft: 'No delivery time is left in this zone for the coming days. Please call us.',
} as const

export interface SlotRefusalError {
  status: 409 | 422
  field: 'deliveryDate' | 'deliveryWindowId'
  message: string
}

const dateField = 'deliveryDate'
const windowField = 'deliveryWindowId'

/**
 * What each refusal means to the request: 422 for what the date or window can never be
 * (naming the field), 409 for what time or other shoppers took away.
 */
const refusalErrors: Record<SlotRefusal, SlotRefusalError> = {
  past: { status: 422, field: dateField, message: deliveryMessages.past },
  beyond_horizon: { status: 422, field: dateField, message: deliveryMessages.beyondHorizon },
  closed: { status: 422, field: dateField, message: deliveryMessages.closed },
  not_delivery_day: { status: 422, field: dateField, message: deliveryMessages.notDeliveryDay },
  same_day_unavailable: {
    status: 422,
    field: dateField,
    message: deliveryMessages.sameDayUnavailable,
  },
  unknown_window: { status: 422, field: windowField, message: deliveryMessages.unknownWindow },
  cutoff_passed: { status: 409, field: dateField, message: deliveryMessages.cutoffPassed },
  window_passed: { status: 409, field: windowField, message: deliveryMessages.windowPassed },
  full: { status: 409, field: windowField, message: deliveryMessages.full },
}

export function refusalError(refusal: SlotRefusal): SlotRefusalError {
  return refusalErrors[refusal]
}
