import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import type { DeleteSubscribersResult } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { subscribersKeys } from './subscribers-keys.ts'

/** Removes the selected subscribers in one request (docs/product-rules.md §4: after confirmation). */
export function deleteSubscribersMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (ids: number[]) =>
      api.post<DeleteSubscribersResult>(adminSubscribersApiPaths.delete, { ids }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscribersKeys.lists() })
    },
  })
}

export function useDeleteSubscribers() {
  return useMutation(deleteSubscribersMutationOptions(useQueryClient()))
}
