import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import type { AdminOutboxEmailPage, OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/** One page of the outbox: what was sent, what waits, what failed. */
export function outboxQueryOptions(status: OutboxFilter, page: number) {
  return queryOptions({
    queryKey: messagesKeys.outboxPage(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminOutboxEmailPage>(adminOutboxApiPaths.list(status, page), signal),
    placeholderData: keepPreviousData,
  })
}

export function useOutbox(status: OutboxFilter, page: number) {
  return useQuery(outboxQueryOptions(status, page))
}
