import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminMessagesApiPaths } from '#shared/admin-messages-api-paths.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import type {
  AdminContactMessage,
  AdminOutboxEmail,
  ContactMessageFilter,
  OutboxFilter,
} from '#shared/schemas/admin-messages.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'

/** Under the staff root, so logout drops them. */
const messagesKeys = {
  contact: [staffQueryKeyRoot, 'contact-messages'] as const,
  outbox: [staffQueryKeyRoot, 'email-outbox'] as const,
}

export function useContactMessages(status: ContactMessageFilter, page: number) {
  return useQuery({
    queryKey: [...messagesKeys.contact, status, page],
    queryFn: ({ signal }) =>
      api.get<AdminPage<AdminContactMessage>>(adminMessagesApiPaths.messages(status, page), signal),
    placeholderData: keepPreviousData,
  })
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.patch<AdminContactMessage>(adminMessagesApiPaths.message(id), { handled }),
    onSuccess: (message) => {
      toast.success(message.handledAt ? 'Message Handled' : 'Message Reopened', {
        description: `'${message.subject}' from ${message.name}.`,
      })
      void queryClient.invalidateQueries({ queryKey: messagesKeys.contact })
    },
    onError: (error) => toast.error('Message Not Updated', { description: error.message }),
  })
}

export function useOutbox(status: OutboxFilter, page: number) {
  return useQuery({
    queryKey: [...messagesKeys.outbox, status, page],
    queryFn: ({ signal }) =>
      api.get<AdminPage<AdminOutboxEmail>>(adminMessagesApiPaths.outbox(status, page), signal),
    placeholderData: keepPreviousData,
  })
}

export function useRetryEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<AdminOutboxEmail>(adminMessagesApiPaths.retryEmail(id)),
    onSuccess: (email) => {
      toast.success('Email Queued', {
        description: `'${email.subject}' will be sent again as soon as the email worker runs.`,
      })
      void queryClient.invalidateQueries({ queryKey: messagesKeys.outbox })
    },
    onError: (error) => {
      toast.error('Email Not Queued', { description: error.message })
      void queryClient.invalidateQueries({ queryKey: messagesKeys.outbox })
    },
  })
}
