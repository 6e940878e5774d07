import { type ListParamsOf, listParam, listParamsSchema } from '#shared/list-params.ts'
import { subscriberRanges, subscriberSorts } from '#shared/schemas/admin-subscribers.ts'

/** The subscriber list in the URL: `?q=&range=&sort=&page=`. */
export const subscriberListParamsSchema = listParamsSchema({
  q: listParam.search(),
  range: listParam.oneOf(subscriberRanges, 'all'),
  sort: listParam.oneOf(subscriberSorts, 'newest'),
  page: listParam.page(),
})
export type SubscriberListParams = ListParamsOf<typeof subscriberListParamsSchema>
