import { type ListParamsOf, listParam, listParamsSchema } from '#shared/list-params.ts'
import { orderStatuses } from '#shared/order-status.ts'

/** The order list in the URL: `?q=&status=&page=` (no status: every order). */
export const orderListParamsSchema = listParamsSchema({
  q: listParam.search(),
  status: listParam.oneOfOrNone(orderStatuses),
  page: listParam.page(),
})
export type OrdersFilter = ListParamsOf<typeof orderListParamsSchema>

export const ORDERS_PAGE_SIZE = 20

/** `?view=suspicious`: the Orders screen shows the suspicious-orders view instead of the list. */
export const SUSPICIOUS_VIEW = 'suspicious'
