import { formatMinuteOfDayShort } from '#shared/delivery-schedule.ts'
import type { SameDayDelivery } from '#shared/schemas/delivery.ts'

/** 'Metro Manila', 'Metro Manila and Cavite', 'Metro Manila, Cavite and Laguna'. */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The same-day answer, read from the zones' delivery schedules (undefined while loading). */
export function sameDayAnswer(sameDay: SameDayDelivery | null | undefined): string {
  if (sameDay === undefined) return 'Choose your delivery date and time at checkout.'
  if (sameDay === null)
    return 'Orders arrive from the next day. Choose your delivery date and time at checkout.'
  return `Yes. Orders placed before ${formatMinuteOfDayShort(sameDay.cutoffMinute)} are delivered the same day in ${joinNames(sameDay.zoneNames)}; later orders arrive the next day.`
}
