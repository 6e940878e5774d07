import { slipQuantityText } from '#shared/packing-slip.ts'
import type { DeliveryItem, PackingListLine } from '#shared/schemas/delivery.ts'
import { formatKg } from '#shared/weight.ts'

/** '3.5 kg' of our own product (as ordered: the cutter's target), '2 items' of a hosted-store product. */
export function packingQuantityText(line: PackingListLine): string {
  if (line.grams !== null) return formatKg(line.grams)
  const units = line.units ?? 0
  return `${units} ${units === 1 ? 'item' : 'items'}`
}

/** '2 × 1 kg', '1 × 500 g', '2 pcs (about 700 g)', or the bare count of a hosted-store item. */
export function itemQuantityText(
  item: Pick<DeliveryItem, 'quantity' | 'unit' | 'averagePieceGrams'>,
): string {
  return item.unit ? slipQuantityText(item) : String(item.quantity)
}
