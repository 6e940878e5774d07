import { isIsoDate } from '#shared/delivery-schedule.ts'
import {
  type ListField,
  type ListParamsOf,
  listParam,
  listParamsSchema,
} from '#shared/list-params.ts'
import { paymentFilters } from '#shared/online-payment.ts'
import { orderStatuses } from '#shared/order-status.ts'

/** A Manila date 'YYYY-MM-DD' the orders arrive on; anything else is no filter. */
const deliveryDateParam: ListField<string | null> = (text) =>
  text !== undefined && isIsoDate(text) ? text : null

/**
 * `?payment=to-verify`: only GCash orders whose proof of payment waits for staff; the
 * other Payments choices (issue 32 §5) are `paymentFilters` in #shared/online-payment.ts.
 */
export const TO_VERIFY = 'to-verify'
/** `?payment=attention`: orders with payment events needing attention, and the events above them. */
export const ATTENTION = 'attention'

/**
 * The order list in the URL: `?q=&status=&deliveryDate=&payment=&page=` (no status:
 * every order; no delivery date: every day; no payment: paid or not).
 */
export const orderListParamsSchema = listParamsSchema({
  q: listParam.search(),
  status: listParam.oneOfOrNone(orderStatuses),
  deliveryDate: deliveryDateParam,
  payment: listParam.oneOfOrNone(paymentFilters),
  page: listParam.page(),
})
export type OrdersFilter = ListParamsOf<typeof orderListParamsSchema>

export const ORDERS_PAGE_SIZE = 20

/** `?view=suspicious`: the Orders screen shows the suspicious-orders view instead of the list. */
export const SUSPICIOUS_VIEW = 'suspicious'
