import { isIsoDate } from '#shared/delivery-schedule.ts'
import { type ListParamsOf, listParamsSchema } from '#shared/list-params.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'

/** Today and tomorrow in Manila, whatever zone the device is set to. */
export function manilaToday(now = new Date()): { today: string; tomorrow: string } {
  const today = manilaIsoDate(now)
  return { today, tomorrow: addDaysToIsoDate(today, 1) }
}

/**
 * The Deliveries screen in the URL: `?date=YYYY-MM-DD`, a Manila date; without it
 * (or with anything else) today's. A printed or shared link names its day.
 */
export const deliveriesParamsSchema = listParamsSchema({
  date: (text) => (text !== undefined && isIsoDate(text) ? text : manilaToday().today),
})
export type DeliveriesParams = ListParamsOf<typeof deliveriesParamsSchema>
