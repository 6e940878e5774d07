import type { AppDeps } from '#server/app-env.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import type { AdminDeliverySchedule } from '#shared/schemas/delivery.ts'
import { listClosedDatesFrom } from './closed-dates-repo.ts'
import { listZoneSchedules } from './delivery-schedule-repo.ts'
import { holidaySuggestions } from './holidays.ts'

/** What Settings > Shipping & Delivery shows: the zones' schedules, closed dates from today, holidays to answer. */
export async function adminDeliverySchedule(deps: AppDeps): Promise<AdminDeliverySchedule> {
  const [zones, closedDates, holidays] = await Promise.all([
    listZoneSchedules(deps.db),
    listClosedDatesFrom(deps.db, manilaIsoDate(deps.now())),
    holidaySuggestions(deps.db, deps.now()),
  ])
  return { zones, closedDates, holidaySuggestions: holidays }
}
