/** Query keys of checkout and of a shopper's order page. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Delivery zones, the free-delivery threshold and GCash details. */
  options: () => [...checkoutKeys.all, 'options'] as const,
  /** The dates and windows one delivery zone can still take. */
  deliverySlots: (zoneId: number) => [...checkoutKeys.all, 'delivery-slots', zoneId] as const,
  /** One order as its shopper looks it up (order id and email). */
  order: (orderId: string, email: string) =>
    [...checkoutKeys.orderLookups(orderId), email] as const,
  /** Every lookup of one order, whatever email it was looked up with. */
  orderLookups: (orderId: string) => [...checkoutKeys.all, 'order', orderId] as const,
}
