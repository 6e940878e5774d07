import {
  type SubscriberFilter,
  type SubscriberRange,
  type SubscriberSort,
  subscriberRanges,
  subscriberSorts,
} from '#shared/schemas/admin-subscribers.ts'
import type { ListParams } from '#web/admin/ui/use-list-params.ts'

/** The URL keys besides search and page that the subscriber list keeps. */
export const subscriberFilterKeys = ['range', 'sort'] as const

/** The list view as the URL holds it; anything unknown falls back to the default. */
export function subscriberViewOf(list: ListParams): SubscriberFilter & { page: number } {
  return {
    q: list.q.trim(),
    range:
      subscriberRanges.find((r) => r === list.extra.range) ?? ('all' satisfies SubscriberRange),
    sort: subscriberSorts.find((s) => s === list.extra.sort) ?? ('newest' satisfies SubscriberSort),
    page: list.page,
  }
}
