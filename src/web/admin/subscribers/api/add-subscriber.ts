import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import type { AdminSubscriber } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { subscribersKeys } from './subscribers-keys.ts'

/** Adds one address by hand; the form says what happened, beside the field or in a toast. */
export function addSubscriberMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (email: string) =>
      api.post<AdminSubscriber>(adminSubscribersApiPaths.create, { email }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscribersKeys.lists() })
    },
  })
}

export function useAddSubscriber() {
  return useMutation(addSubscriberMutationOptions(useQueryClient()))
}
