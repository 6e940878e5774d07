import { statusListPath } from './query-string.ts'

/** The outbox of the admin Messages screen (admin only): what was sent, what waits, what failed. */
export const adminOutboxApiPaths = {
  list: (status: string, page = 1) => statusListPath('/api/admin/outbox', status, page),
  retry: (id: number) => `/api/admin/outbox/${id}/retry`,
} as const
