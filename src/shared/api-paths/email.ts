import { statusListPath } from './query-string.ts'

/** The outbox of the admin Messages screen (admin only): what was sent, what waits, what failed. */
export const adminOutboxApiPaths = {
  list: (status: string, page = 1) => statusListPath('/api/admin/outbox', status, page),
  retry: (id: number) => `/api/admin/outbox/${id}/retry`,
  /** The texts (SMS): the same statuses, and the gateway's id. */
  texts: (status: string, page = 1) => statusListPath('/api/admin/outbox/texts', status, page),
  retryText: (id: number) => `/api/admin/outbox/texts/${id}/retry`,
} as const
