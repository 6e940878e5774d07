import { z } from 'zod'
import { pageOf } from './page.ts'
import { rowIdSchema } from './row-id.ts'
import { subscriberEmailSchema } from './subscribers.ts'

/** docs/product-rules.md §9: the subscriber list shows 25 a page. */
export const SUBSCRIBER_PAGE_SIZE = 25
export const MAX_SUBSCRIBER_SEARCH_LENGTH = 254
/** How many rows one bulk delete may name: a page is 25, so this is generous. */
export const MAX_SUBSCRIBERS_PER_DELETE = 1000

export const DUPLICATE_EMAIL_TITLE = 'Duplicate Email'
export const DUPLICATE_EMAIL_MESSAGE = 'This email is already subscribed.'
/** The source of every address an admin adds by hand (docs/product-rules.md §3). */
export const MANUAL_ADD_SOURCE = 'Manual Add'

/** 'today' starts at midnight in Manila; '7d' and '30d' count back from now (docs/product-rules.md §9). */
export const subscriberRanges = ['all', 'today', '7d', '30d'] as const
export type SubscriberRange = (typeof subscriberRanges)[number]
export const subscriberRangeLabels: Record<SubscriberRange, string> = {
  all: 'All Time',
  today: 'Today',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
}

export const subscriberSorts = ['newest', 'oldest'] as const
export type SubscriberSort = (typeof subscriberSorts)[number]
export const subscriberSortLabels: Record<SubscriberSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
}

/** `GET /api/admin/subscribers/export.csv` query: the list's filters, without paging. */
export const subscriberFilterSchema = z.object({
  q: z.string().trim().max(MAX_SUBSCRIBER_SEARCH_LENGTH, 'Search is too long').default(''),
  range: z.enum(subscriberRanges).default('all'),
  sort: z.enum(subscriberSorts).default('newest'),
})
export type SubscriberFilter = z.output<typeof subscriberFilterSchema>

/** `GET /api/admin/subscribers` query. */
export const adminSubscribersQuerySchema = subscriberFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type AdminSubscribersQuery = z.output<typeof adminSubscribersQuerySchema>

/** `POST /api/admin/subscribers`: the same email rule as the footer newsletter (docs/product-rules.md §5). */
export const addSubscriberSchema = z.object({ email: subscriberEmailSchema })
export type AddSubscriberInput = z.input<typeof addSubscriberSchema>

/** `POST /api/admin/subscribers/delete`. */
export const deleteSubscribersSchema = z.object({
  ids: z
    .array(rowIdSchema)
    .min(1, 'Select at least one subscriber')
    .max(MAX_SUBSCRIBERS_PER_DELETE, `At most ${MAX_SUBSCRIBERS_PER_DELETE} at a time`),
})
export type DeleteSubscribersInput = z.output<typeof deleteSubscribersSchema>

export const adminSubscriberSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    /** ISO instant; shown in Manila time. */
    createdAt: z.string(),
    source: z.string(),
    status: z.string(),
  })
  .meta({ id: 'AdminSubscriber' })
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>

export const adminSubscriberListSchema = pageOf(adminSubscriberSchema)
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>

export const deleteSubscribersResultSchema = z.object({ deleted: z.int() })
export type DeleteSubscribersResult = z.infer<typeof deleteSubscribersResultSchema>
