import type { DeliveryItem, PackingListLine } from '#shared/schemas/delivery.ts'
import { formatKg } from '#shared/weight.ts'

/** '3.5 kg' of our own product (as ordered: the cutter's target), '2 items' of a hosted-store product. */
export function packingQuantityText(line: PackingListLine): string {
  if (line.grams !== null) return formatKg(line.grams)
  const units = line.units ?? 0
  return `${units} ${units === 1 ? 'item' : 'items'}`
}

const unitText = { kg: '1 kg', '500g': '500 g' } as const

/** '2 × 1 kg', '1 × 500 g', or the bare count of an item sold by the piece. */
export function itemQuantityText(item: Pick<DeliveryItem, 'quantity' | 'unit'>): string {
  return item.unit ? `${item.quantity} × ${unitText[item.unit]}` : String(item.quantity)
}
