import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/admin-subscribers-api-paths.ts'
import type { DeleteSubscribersResult } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import { subscriberQueryKeys } from './subscriber-query-keys.ts'

/** Removes the selected subscribers in one request (SPEC.md §4: after confirmation). */
export function useDeleteSubscribers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<DeleteSubscribersResult>(adminSubscribersApiPaths.delete, { ids }),
    onSuccess: ({ deleted }) => {
      void queryClient.invalidateQueries({ queryKey: subscriberQueryKeys.lists() })
      toast.success('Subscribers Deleted', {
        description: `${deleted} ${deleted === 1 ? 'subscriber has' : 'subscribers have'} been removed.`,
      })
    },
    onError: (error) => {
      toast.error('Subscribers Not Deleted', { description: error.message })
    },
  })
}
