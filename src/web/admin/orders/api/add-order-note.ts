import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { api } from '#web/lib/api-client.ts'
import { ordersKeys } from './orders-keys.ts'

/** Appends an internal note (never shown to the shopper) to the order's timeline; the form toasts. */
export function addOrderNoteMutationOptions(queryClient: QueryClient, orderId: string) {
  return mutationOptions({
    mutationFn: (note: string) =>
      api.post<AdminOrder>(adminOrdersApiPaths.notes(orderId), { note }),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(orderId), order)
    },
  })
}

export function useAddOrderNote(orderId: string) {
  return useMutation(addOrderNoteMutationOptions(useQueryClient(), orderId))
}
