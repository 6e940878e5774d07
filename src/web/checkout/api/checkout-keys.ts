/** Query keys of checkout and of a shopper's order page. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Delivery zones, the free-delivery threshold and GCash details. */
  options: () => [...checkoutKeys.all, 'options'] as const,
  /** The dates and windows one delivery zone can still take. */
  deliverySlots: (zoneId: number) => [...checkoutKeys.all, 'delivery-slots', zoneId] as const,
  /** One city's barangays (PSGC). */
  barangays: (cityCode: string) => [...checkoutKeys.all, 'barangays', cityCode] as const,
  /** One order as its link's token opens it (`/orders/<token>`). */
  order: (token: string) => [...checkoutKeys.all, 'order', token] as const,
  /** Where an online order's payment stands, asked while the page confirms it (issue 32). */
  onlinePayment: (token: string) => [...checkoutKeys.order(token), 'online-payment'] as const,
}
