import { queryOptions, useQuery } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import { api } from '#web/lib/api-client.ts'
import { checkoutKeys } from './checkout-keys.ts'

/** How often the order page asks while it confirms a payment, and for how long at most. */
export const CONFIRM_POLL_MS = 2_000
export const CONFIRM_FOR_MS = 40_000

/**
 * `GET /api/orders/by-token/:token/online-payment` (issue 32): where the online payment
 * stands. While no webhook has confirmed it the server asks the gateway first, so the
 * page never believes the redirect alone. Asked every 2 s while `polling`.
 */
export function onlinePaymentQueryOptions(token: string, polling: boolean) {
  return queryOptions({
    queryKey: checkoutKeys.onlinePayment(token),
    queryFn: ({ signal }) =>
      api.get<OnlinePaymentStatus>(orderApiPaths.onlinePayment(token), signal),
    refetchInterval: polling ? CONFIRM_POLL_MS : false,
    staleTime: 0,
    retry: 1,
  })
}

/** The online payment, asked only while the page confirms it (`enabled`). */
export function useOnlinePayment(token: string, enabled: boolean) {
  return useQuery({ ...onlinePaymentQueryOptions(token, enabled), enabled })
}
