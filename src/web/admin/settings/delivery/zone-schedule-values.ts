import {
  MAX_WINDOWS_PER_ZONE,
  timeOfDayText,
  type ZoneScheduleInput,
} from '#shared/schemas/delivery.ts'

/** A new window: two hours from where the last one ends (or 9 AM), capacity 10. */
export function nextWindow(
  windows: ZoneScheduleInput['windows'],
): ZoneScheduleInput['windows'][number] {
  const last = windows.at(-1)?.ends
  const starts = last && /^\d{2}:\d{2}$/.test(last) ? last : '09:00'
  const startMinute = Number(starts.slice(0, 2)) * 60 + Number(starts.slice(3))
  const endMinute = Math.min(startMinute + 120, 23 * 60 + 59)
  return { starts, ends: timeOfDayText(endMinute), capacity: 10 }
}

/** Every field a 422 may name, so each message lands beside its own input. */
export const zoneScheduleFieldNames = [
  'weekdays',
  'sameDay',
  'sameDayCutoff',
  'prepMinutes',
  'bookingDays',
  'windows',
  ...Array.from({ length: MAX_WINDOWS_PER_ZONE }, (_, i) =>
    (['starts', 'ends', 'capacity'] as const).map((f) => `windows.${i}.${f}` as const),
  ).flat(),
  ...Array.from({ length: MAX_WINDOWS_PER_ZONE }, (_, i) => `windows.${i}` as const),
] as const

export const weekdayLabels = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
