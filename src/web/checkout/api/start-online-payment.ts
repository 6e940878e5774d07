import { mutationOptions, useMutation } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OnlineSessionPurpose } from '#shared/online-payment.ts'
import type { StartOnlinePaymentResponse } from '#shared/schemas/online-payments.ts'
import { api } from '#web/lib/api-client.ts'

export interface StartOnlinePayment {
  token: string
  /** 'payment' ('Try paying again') or 'balance' (the rest after packing heavier). */
  purpose: OnlineSessionPurpose
}

/**
 * `POST /api/orders/by-token/:token/online-payment` (issue 32): a new attempt on the
 * gateway, answering its page's address, where the shopper is sent. 502/503 when the
 * gateway cannot be reached (its message says the order is saved).
 */
export const startOnlinePaymentMutationOptions = mutationOptions({
  mutationFn: ({ token, purpose }: StartOnlinePayment) =>
    api.post<StartOnlinePaymentResponse>(orderApiPaths.onlinePayment(token), { purpose }),
})

export function useStartOnlinePayment() {
  return useMutation(startOnlinePaymentMutationOptions)
}
