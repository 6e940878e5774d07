import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import type { AdminSubscriberList, SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'
import { api } from '#web/lib/api-client.ts'
import { subscribersKeys } from './subscribers-keys.ts'

/** One server page of 25; the last page stays on screen while the next loads. */
export function adminSubscribersQueryOptions(view: SubscriberFilter & { page: number }) {
  return queryOptions({
    queryKey: subscribersKeys.list(view),
    queryFn: ({ signal }) =>
      api.get<AdminSubscriberList>(adminSubscribersApiPaths.list(view), signal),
    placeholderData: keepPreviousData,
  })
}

export function useAdminSubscribers(view: SubscriberFilter & { page: number }) {
  return useQuery(adminSubscribersQueryOptions(view))
}
