import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import type { AdminOutboxTextPage, OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/** One page of the texts (SMS) outbox: what was sent, what waits, what failed. */
export function textOutboxQueryOptions(status: OutboxFilter, page: number) {
  return queryOptions({
    queryKey: messagesKeys.textsPage(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminOutboxTextPage>(adminOutboxApiPaths.texts(status, page), signal),
    placeholderData: keepPreviousData,
  })
}

export function useTextOutbox(status: OutboxFilter, page: number) {
  return useQuery(textOutboxQueryOptions(status, page))
}
