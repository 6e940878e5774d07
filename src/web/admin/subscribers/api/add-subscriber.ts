import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/admin-subscribers-api-paths.ts'
import type { AdminSubscriber } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { subscriberQueryKeys } from './subscriber-query-keys.ts'

/** Adds one address by hand; the caller shows what went wrong beside the field. */
export function useAddSubscriber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) =>
      api.post<AdminSubscriber>(adminSubscribersApiPaths.create, { email }),
    onSuccess: (subscriber) => {
      void queryClient.invalidateQueries({ queryKey: subscriberQueryKeys.lists() })
      toast.success('Subscriber Added', {
        description: `${subscriber.email} has been added to the subscriber list.`,
      })
    },
  })
}
