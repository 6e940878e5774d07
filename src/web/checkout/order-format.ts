import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { OrderItemView } from '#shared/schemas/orders.ts'

/** An ISO instant as a shopper in Manila reads it, e.g. 'Nov 22, 2026, 1:05 PM'. */
export function formatManilaTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatManilaDateTime(date)
}

/** '2 kg', '1 × 500 g', '1 bundle' / '3 bundles'. */
export function formatItemQuantity(
  item: Pick<OrderItemView, 'quantity' | 'unit' | 'kind'>,
): string {
  if (item.unit === 'kg') return `${item.quantity} kg`
  if (item.unit === '500g') return `${item.quantity} × 500 g`
  if (item.kind === 'bundle')
    return `${item.quantity} ${item.quantity === 1 ? 'bundle' : 'bundles'}`
  return `× ${item.quantity}`
}
