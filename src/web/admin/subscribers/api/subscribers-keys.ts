import type { SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'
import { staffQueryKeyRoot } from '#web/staff/api/auth-keys.ts'

/** Under the staff root, so logout drops every cached subscriber page. */
export const subscribersKeys = {
  all: [staffQueryKeyRoot, 'subscribers'] as const,
  lists: () => [...subscribersKeys.all, 'list'] as const,
  list: (view: SubscriberFilter & { page: number }) => [...subscribersKeys.lists(), view] as const,
}
