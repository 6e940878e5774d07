import { deliveryFeeCentavos } from '#shared/pricing.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'

export interface CheckoutTotals {
  subtotalCentavos: number
  /** null while no zone is chosen and the subtotal is below the threshold. */
  deliveryCentavos: number | null
  totalCentavos: number
  freeDelivery: boolean
}

/** The summary's figures: the chosen zone's rate, free from the threshold (same rule as the server). */
export function checkoutTotals(
  subtotalCentavos: number,
  options: CheckoutOptions | undefined,
  zoneId: number | undefined,
): CheckoutTotals {
  const threshold = options?.freeDeliveryThresholdCentavos
  const freeDelivery =
    threshold !== undefined && subtotalCentavos > 0 && subtotalCentavos >= threshold
  const zone = options?.zones.find((z) => z.id === zoneId)
  const deliveryCentavos = freeDelivery
    ? 0
    : zone && threshold !== undefined
      ? deliveryFeeCentavos(subtotalCentavos, zone.rateCentavos, threshold)
      : null
  return {
    subtotalCentavos,
    deliveryCentavos,
    totalCentavos: subtotalCentavos + (deliveryCentavos ?? 0),
    freeDelivery,
  }
}
