import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import type { AdminOutboxText } from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/** Queues a failed text to be sent again; the list is read again either way. */
export function retryTextMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: number) => api.post<AdminOutboxText>(adminOutboxApiPaths.retryText(id)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.texts() })
    },
  })
}

export function useRetryText() {
  return useMutation(retryTextMutationOptions(useQueryClient()))
}
