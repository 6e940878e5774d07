import type { ClosedDateOrder } from '#shared/closed-dates.ts'
import type { ClosedDate } from '#shared/schemas/delivery.ts'

/** A closing the server refused because the date holds orders: the admin moves them or keeps it open. */
export interface PendingClosing {
  closing: ClosedDate
  orders: ClosedDateOrder[]
  /** The server's sentence ('2 orders are booked on Fri, Nov 27. …'). */
  message: string
  /** Asked from a holiday suggestion: keeping it open answers the suggestion. */
  holiday: boolean
}
