import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminSubscribersApiPaths } from '../../../../shared/admin-subscribers-api-paths'
import type {
  AdminSubscriberList,
  SubscriberFilter,
} from '../../../../shared/schemas/admin-subscribers'
import { api } from '../../../lib/api-client'
import { subscriberQueryKeys } from './subscriber-query-keys'

/** One server page of 25; the last page stays on screen while the next loads. */
export function useAdminSubscribers(view: SubscriberFilter & { page: number }) {
  return useQuery({
    queryKey: subscriberQueryKeys.list(view),
    queryFn: ({ signal }) =>
      api.get<AdminSubscriberList>(adminSubscribersApiPaths.list(view), signal),
    placeholderData: keepPreviousData,
  })
}
