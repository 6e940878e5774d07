import { formatDeliveryDate } from '#shared/delivery-schedule.ts'

/** 'Mon, Nov 30, 2026': a closed date with its year (the list runs into next year). */
export function formatClosedDate(date: string): string {
  return `${formatDeliveryDate(date)}, ${date.slice(0, 4)}`
}
