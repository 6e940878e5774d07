import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/admin-subscribers-api-paths.ts'
import type { AdminSubscriberList, SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { subscriberQueryKeys } from './subscriber-query-keys.ts'

/** One server page of 25; the last page stays on screen while the next loads. */
export function useAdminSubscribers(view: SubscriberFilter & { page: number }) {
  return useQuery({
    queryKey: subscriberQueryKeys.list(view),
    queryFn: ({ signal }) =>
      api.get<AdminSubscriberList>(adminSubscribersApiPaths.list(view), signal),
    placeholderData: keepPreviousData,
  })
}
