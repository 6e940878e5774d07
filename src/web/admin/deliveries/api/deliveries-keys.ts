import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Under the staff root, so logout drops every cached day. */
export const deliveriesKeys = {
  all: [staffQueryKeyRoot, 'deliveries'] as const,
  day: (date: string) => [...deliveriesKeys.all, 'day', date] as const,
  slips: (date: string, window: string | null) =>
    [...deliveriesKeys.all, 'slips', date, window] as const,
}
