import type { OrderAgainLine } from '#shared/schemas/order-again.ts'
import type { NewCartLine } from '#web/cart/cart-rules.ts'

/**
 * An 'Order again' line (issue 31 §6) as the cart keeps it: today's name and prices,
 * the choices still offered, the note and the run-out choice. The cart's quote prices
 * it again, as any line.
 */
export function cartLineOf(line: OrderAgainLine): NewCartLine {
  if (line.kind === 'bundle') {
    return {
      kind: 'bundle',
      id: line.bundleId,
      name: line.name,
      priceCentavos: line.priceCentavos,
      discountPriceCentavos: line.discountPriceCentavos,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      unit: 'bundle',
      ...(line.note ? { note: line.note } : {}),
    }
  }
  return {
    kind: 'product',
    id: line.productId,
    name: line.name,
    cutType: line.cutType,
    priceCentavos: line.priceCentavos,
    discountPriceCentavos: line.discountPriceCentavos,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    unit: line.unit,
    pricedByPackedWeight: line.pricedByPackedWeight,
    choiceIds: line.choiceIds,
    choices: line.choices,
    ...(line.note ? { note: line.note } : {}),
    ifRunsOut: line.ifRunsOut,
    soldByPiece: line.soldByPiece,
    averagePieceGrams: line.averagePieceGrams,
  }
}
