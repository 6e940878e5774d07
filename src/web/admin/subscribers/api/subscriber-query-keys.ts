import type { SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'
import { staffQueryKeyRoot } from '#web/auth/api/logout.ts'

/** Under the staff root, so logout drops every cached subscriber page. */
export const subscriberQueryKeys = {
  all: [staffQueryKeyRoot, 'subscribers'] as const,
  lists: () => [...subscriberQueryKeys.all, 'list'] as const,
  list: (view: SubscriberFilter & { page: number }) =>
    [...subscriberQueryKeys.lists(), view] as const,
}
