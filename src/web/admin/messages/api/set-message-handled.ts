import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminContactApiPaths } from '#shared/api-paths/contact.ts'
import type { AdminContactMessage } from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/** Marks a contact message handled, or reopens it; the answer is the message as saved. */
export function setMessageHandledMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.patch<AdminContactMessage>(adminContactApiPaths.message(id), { handled }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.inbox() })
    },
  })
}

export function useSetMessageHandled() {
  return useMutation(setMessageHandledMutationOptions(useQueryClient()))
}
