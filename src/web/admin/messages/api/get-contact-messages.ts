import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminContactApiPaths } from '#shared/api-paths/contact.ts'
import type {
  AdminContactMessagePage,
  ContactMessageFilter,
} from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/** One page of the contact-form inbox; the last page stays on screen while the next loads. */
export function contactMessagesQueryOptions(status: ContactMessageFilter, page: number) {
  return queryOptions({
    queryKey: messagesKeys.inboxPage(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminContactMessagePage>(adminContactApiPaths.messages(status, page), signal),
    placeholderData: keepPreviousData,
  })
}

export function useContactMessages(status: ContactMessageFilter, page: number) {
  return useQuery(contactMessagesQueryOptions(status, page))
}
