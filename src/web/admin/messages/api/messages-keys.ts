import type { ContactMessageFilter, OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Query keys of the Messages screen (inbox and outbox), under the staff root so logout drops them. */
export const messagesKeys = {
  all: [staffQueryKeyRoot, 'messages'] as const,
  inbox: () => [...messagesKeys.all, 'inbox'] as const,
  inboxPage: (status: ContactMessageFilter, page: number) =>
    [...messagesKeys.inbox(), status, page] as const,
  outbox: () => [...messagesKeys.all, 'outbox'] as const,
  outboxPage: (status: OutboxFilter, page: number) =>
    [...messagesKeys.outbox(), status, page] as const,
  texts: () => [...messagesKeys.all, 'texts'] as const,
  textsPage: (status: OutboxFilter, page: number) =>
    [...messagesKeys.texts(), status, page] as const,
}
