import { useMutation } from '@tanstack/react-query'
import type { PlaceOrderRequest, PublicOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'

export const placeOrderUrl = '/api/orders'

/**
 * `POST /api/orders`: 201 with the new order, or 200 with the same order when the
 * idempotency key was seen before (a double click or a retried request).
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: (body: PlaceOrderRequest) => api.post<PublicOrder>(placeOrderUrl, body),
  })
}
