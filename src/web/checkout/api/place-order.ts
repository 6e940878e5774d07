import { mutationOptions, useMutation } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PlaceOrderRequest, PublicOrder } from '#shared/schemas/orders.ts'
import type { PhoneCodeSent } from '#shared/schemas/phone-verification.ts'
import { confirmOrder } from '#web/checkout/confirm-order.ts'
import { rememberSeenOrder } from '#web/checkout/seen-orders.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export interface PlaceOrderVariables {
  body: PlaceOrderRequest
  /** Called when the first answer is lost and the page starts checking again. */
  onUnconfirmed?: () => void
  /** Aborted when the shopper leaves the checkout: the checking stops. */
  signal?: AbortSignal
}

/** Listens for the browser's `online` event; returns the unsubscribe. */
function onBrowserOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}

/**
 * `POST /api/orders`: 201 with the new order, or 200 with the same order when the
 * idempotency key was seen before (a double click or a retried request), or 202 when
 * the phone must be verified first (a code was texted; nothing is placed). A lost
 * answer is asked again with the same body and key until the server answers
 * (src/web/checkout/confirm-order.ts); offline, nothing is sent.
 */
export const placeOrderMutationOptions = mutationOptions({
  mutationFn: async ({ body, onUnconfirmed, signal }: PlaceOrderVariables) => {
    const answer = await confirmOrder({
      send: (attempt) =>
        apiRequest<PublicOrder | PhoneCodeSent>('POST', orderApiPaths.place, {
          body,
          signal: attempt,
        }),
      onUnconfirmed,
      signal,
      isOnline: () => navigator.onLine,
      onOnline: onBrowserOnline,
    })
    if ('verification' in answer) return answer
    rememberSeenOrder(answer)
    return answer
  },
  // Never paused offline and sent later: an order is placed only when the shopper presses.
  networkMode: 'always',
})

export function usePlaceOrder() {
  return useMutation(placeOrderMutationOptions)
}
