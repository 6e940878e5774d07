import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { type AppError, notFound, validationFailed } from '#server/http/errors.ts'
import { formatDeliveryDate, formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import type { AdminZoneSchedule, ZoneScheduleUpdate } from '#shared/schemas/delivery.ts'
import { saveZoneSchedule, type ZoneScheduleRefusal } from './delivery-schedule-repo.ts'

const orderCount = (n: number) => (n === 1 ? '1 order' : `${n} orders`)

/** A refused zone schedule as the 4xx the Settings form shows beside the field. */
function scheduleRefusal(refusal: ZoneScheduleRefusal): AppError {
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message)
  switch (refusal.kind) {
    case 'not_found':
      return notFound('That shipping zone')
    case 'unknown_window':
      return refuse(
        `windows.${refusal.index}`,
        'That delivery window is not in this zone any more. Reload the page and try again.',
      )
    case 'repeated_window':
      return refuse(`windows.${refusal.index}`, 'That delivery window is listed twice.')
    case 'capacity_below_booked':
      return refuse(
        `windows.${refusal.index}.capacity`,
        `${orderCount(refusal.busiest.booked)} ${refusal.busiest.booked === 1 ? 'is' : 'are'} already booked on ${formatDeliveryDate(refusal.busiest.date)}. Capacity cannot be lower.`,
      )
    case 'removed_window_booked':
      return refuse(
        'windows',
        `The ${formatDeliveryWindow(refusal.window)} window holds ${orderCount(refusal.busiest.booked)} on ${formatDeliveryDate(refusal.busiest.date)}. Move ${refusal.busiest.booked === 1 ? 'it' : 'them'} to another window before removing it.`,
      )
  }
}

/**
 * Saves one zone's whole schedule (Settings > Shipping & Delivery), refused (4xx, nothing
 * saved) when it would strand orders booked on a future day. `/api/site` (the FAQ's
 * same-day promise) is served from the catalog cache, emptied in the same transaction.
 */
export async function changeZoneSchedule(
  deps: AppDeps,
  zoneId: number,
  update: ZoneScheduleUpdate,
): Promise<AdminZoneSchedule> {
  const today = manilaIsoDate(deps.now())
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await saveZoneSchedule(tx, zoneId, update, today)
    if ('saved' in result) await notifyCatalogChanged(tx, deps.catalogCache)
    return result
  })
  if ('refused' in outcome) throw scheduleRefusal(outcome.refused)
  return outcome.saved
}
