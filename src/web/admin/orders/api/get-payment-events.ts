import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { PaymentEventList } from '#shared/schemas/online-payments.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/** The payment gateway's events needing attention (issue 32 §5), newest first, those for no order too. */
export const paymentEventsQueryOptions = queryOptions({
  queryKey: ordersKeys.paymentEvents(),
  queryFn: ({ signal }) => api.get<PaymentEventList>(adminOrdersApiPaths.paymentEvents, signal),
})

export function usePaymentEvents() {
  return useQuery(paymentEventsQueryOptions)
}
