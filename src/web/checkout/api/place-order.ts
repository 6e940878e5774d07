import { mutationOptions, useMutation } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { PlaceOrderRequest, PublicOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'

/**
 * `POST /api/orders`: 201 with the new order, or 200 with the same order when the
 * idempotency key was seen before (a double click or a retried request).
 */
export const placeOrderMutationOptions = mutationOptions({
  mutationFn: (body: PlaceOrderRequest) => api.post<PublicOrder>(orderApiPaths.place, body),
})

export function usePlaceOrder() {
  return useMutation(placeOrderMutationOptions)
}
