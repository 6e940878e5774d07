import { mutationOptions, useMutation } from '@tanstack/react-query'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import type { OrderAgain } from '#shared/schemas/order-again.ts'
import { api } from '#web/lib/api-client.ts'

/**
 * `GET /api/orders/by-token/:token/order-again` (issue 31 §6): the order's lines as cart
 * lines at today's prices, with what changed. An action the shopper asks for, so a
 * mutation (nothing cached): it writes nothing on the server and never places an order.
 * 404 for a link that opens no order; 422 NOTHING_TO_REORDER when none can be bought.
 */
export function orderAgainMutationOptions() {
  return mutationOptions({
    mutationFn: (token: string) => api.get<OrderAgain>(orderApiPaths.orderAgain(token)),
  })
}

export function useOrderAgain() {
  return useMutation(orderAgainMutationOptions())
}
