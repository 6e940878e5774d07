import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import type { AdminOutboxEmail } from '#shared/schemas/admin-messages.ts'
import { api } from '#web/lib/api-client.ts'
import { messagesKeys } from './messages-keys.ts'

/**
 * Queues a failed email to be sent again. Either way the outbox is read again: a
 * refusal usually means its status changed meanwhile.
 */
export function retryEmailMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: number) => api.post<AdminOutboxEmail>(adminOutboxApiPaths.retry(id)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.outbox() })
    },
  })
}

export function useRetryEmail() {
  return useMutation(retryEmailMutationOptions(useQueryClient()))
}
