import { paymentMethodLabels } from '#shared/order-status.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import type { OfflineOrder } from '#web/checkout/seen-orders.ts'

/**
 * The order's 'Payment:' line: the method's name, and for an order paid online what
 * the gateway reported once paid ('Paid online (GCash)', issue 32). The copy kept on
 * the device for offline has no payment details: the method's name.
 */
export function paymentLineLabel(order: PublicOrder | OfflineOrder): string {
  if (order.paymentMethod === 'online' && 'onlinePayment' in order) {
    return order.onlinePayment?.paidLabel ?? paymentMethodLabels.online
  }
  return paymentMethodLabels[order.paymentMethod]
}
