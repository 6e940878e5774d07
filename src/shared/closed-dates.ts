import { formatDeliveryDate, formatDeliveryWindow, weekdayOf } from './delivery-schedule.ts'
import { monthNames, weekdayNames } from './manila-time.ts'
import type { OrderStatus } from './order-status.ts'

/**
 * Closing a date that holds orders, and the holidays the admin is asked about (issue 28
 * §7, docs/product-rules.md §11, docs/decisions/0077). Every text staff and shoppers
 * read about it is written here once.
 */

/** One order booked on a date the admin is closing: what the Settings screen lists. */
export interface ClosedDateOrder {
  orderId: string
  customerName: string
  status: OrderStatus
  zoneId: number | null
  zoneName: string
  windowId: number | null
  startsMinute: number
  endsMinute: number
}

/** The 409 `POST …/closed-dates` answers for a date that holds orders: the error and the orders. */
export interface ClosedDateHoldsOrdersBody {
  error: { code: 'conflict'; message: string; fields: { date: string } }
  orders: ClosedDateOrder[]
}

/** A regular holiday the admin has not answered yet ('Close on Rizal Day, Wed 30 Dec?'). */
export interface HolidaySuggestion {
  date: string
  name: string
  /** Christmas Day and New Year's Day: shown first and marked 'Suggested: closed'. */
  suggestedClosed: boolean
}

/** Month and day ('MM-DD') of the holidays suggested closed: Christmas Day and New Year's Day. */
const SUGGESTED_CLOSED_DAYS: readonly string[] = ['12-25', '01-01']

export function isSuggestedClosed(date: string): boolean {
  return SUGGESTED_CLOSED_DAYS.includes(date.slice(5))
}

/** 'Wed 30 Dec': the suggestion's short date, as the issue words it. */
export function formatHolidayDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number]
  return `${weekdayNames[weekdayOf(date)]} ${day} ${monthNames[month - 1]}`
}

const orders = (n: number) => (n === 1 ? '1 order' : `${n} orders`)

export const closedDateMessages = {
  past: 'Choose today or a later date',
  duplicate: 'That date is already closed.',
  /** The 409 of a date that holds orders: nothing was closed. */
  holdsOrders: (count: number, date: string) =>
    `${orders(count)} ${count === 1 ? 'is' : 'are'} booked on ${formatDeliveryDate(date)}. Move ${count === 1 ? 'it' : 'them'} to another date, or keep the date open.`,
  /** A move to the date being closed. */
  sameDate: 'Choose a date other than the one you are closing.',
  chooseMoveDate: 'Choose the date to move the orders to',
  /** A move whose window has no room: nothing is written. */
  full: (
    zoneName: string,
    window: { startsMinute: number; endsMinute: number },
    date: string,
    free: number,
    needed: number,
  ) =>
    `The ${formatDeliveryWindow(window)} window of ${zoneName} on ${formatDeliveryDate(date)} has room for ${orders(free)}, not ${needed}. Choose another date or window.`,
  /** A zone's order whose window was removed, with no window chosen for the zone. */
  chooseWindow: (zoneName: string) => `Choose a delivery time for the orders of ${zoneName}.`,
  zoneGone: (orderId: string) =>
    `Order ${orderId} has no delivery zone any more. Move it from its order page first.`,
  /** 'Close on Rizal Day, Wed 30 Dec?' */
  holidayQuestion: (suggestion: Pick<HolidaySuggestion, 'date' | 'name'>) =>
    `Close on ${suggestion.name}, ${formatHolidayDate(suggestion.date)}?`,
  suggestedClosed: 'Suggested: closed',
  /** The Settings panel over a date that holds orders. */
  holdsOrdersHeading: (count: number, date: string) =>
    `${formatDeliveryDate(date)} holds ${orders(count)}`,
  /** The toast after 'Move them all'. */
  moved: (count: number, date: string) =>
    `${orders(count)} moved to ${formatDeliveryDate(date)}; each shopper was emailed.`,
  keptOpen: (date: string) => `We deliver on ${formatDeliveryDate(date)} as booked.`,
  notAHoliday: 'That date is not a holiday waiting for an answer.',
} as const

/** The line the moved shoppers read: 'We are closed on Wed, Dec 30 (Rizal Day).' */
export function closedReason(closed: { date: string; name: string }): string {
  return `We are closed on ${formatDeliveryDate(closed.date)} (${closed.name}).`
}
