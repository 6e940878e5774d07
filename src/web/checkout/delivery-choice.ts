import { arrivesText, type DeliverySlotDate, earliestOpenSlot } from '#shared/delivery-schedule.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'

/**
 * The checkout's delivery date and time: what is preselected, what a change of date
 * keeps, and what the summary says. Window ids belong to one zone and a window has the
 * same id on every date, so a (date, window id) pair names one place.
 */
export interface DeliveryChoice {
  date: string
  windowId: number
}

/**
 * An instant inside the server's today (noon in Manila): labels say 'Today' from the
 * server's date, not from the device's clock or zone.
 */
export function serverNow(slots: Pick<DeliverySlots, 'today'>): Date {
  return new Date(`${slots.today}T12:00:00+08:00`)
}

/** A date whose every window is full: listed, but not choosable. */
export const isFullDate = (day: DeliverySlotDate) => day.windows.every((w) => w.full)

function openWindow(dates: readonly DeliverySlotDate[], date: string, windowId: number) {
  return dates.find((d) => d.date === date)?.windows.find((w) => w.id === windowId && !w.full)
}

/** The earliest window with a place left, or null when the zone has none. */
export function earliestChoice(dates: readonly DeliverySlotDate[]): DeliveryChoice | null {
  const earliest = earliestOpenSlot(dates)
  return earliest && { date: earliest.date, windowId: earliest.window.id }
}

/**
 * After the slots arrive or change (another zone, a refresh): the shopper's choice
 * while it is still open, else the earliest open window.
 */
export function keptOrEarliest(
  dates: readonly DeliverySlotDate[],
  current: { date?: string | undefined; windowId?: number | undefined },
): DeliveryChoice | null {
  const { date, windowId } = current
  if (date !== undefined && windowId !== undefined && openWindow(dates, date, windowId))
    return { date, windowId }
  return earliestChoice(dates)
}

/**
 * The shopper picked another date: the same time of day when it is open on that date,
 * else that date's earliest open window (none when the date is full).
 */
export function choiceOnDate(
  dates: readonly DeliverySlotDate[],
  date: string,
  windowId: number | undefined,
): { date: string; windowId: number | undefined } {
  if (windowId !== undefined && openWindow(dates, date, windowId)) return { date, windowId }
  const day = dates.find((d) => d.date === date)
  return { date, windowId: day?.windows.find((w) => !w.full)?.id }
}

/** 'Arrives today, 1:00 PM – 5:00 PM' for the chosen open window; null until there is one. */
export function chosenArrival(
  slots: DeliverySlots | undefined,
  date: string | undefined,
  windowId: number | undefined,
): string | null {
  if (!slots || date === undefined || windowId === undefined) return null
  const window = openWindow(slots.dates, date, windowId)
  return window ? arrivesText({ date, ...window }, serverNow(slots)) : null
}
