import type { SubscriberFilter } from '../../../../shared/schemas/admin-subscribers'
import { staffQueryKeyRoot } from '../../../auth/api/logout'

/** Under the staff root, so logout drops every cached subscriber page. */
export const subscriberQueryKeys = {
  all: [staffQueryKeyRoot, 'subscribers'] as const,
  lists: () => [...subscriberQueryKeys.all, 'list'] as const,
  list: (view: SubscriberFilter & { page: number }) =>
    [...subscriberQueryKeys.lists(), view] as const,
}
