/**
 * Every local storage key the shop writes, under one prefix (docs/product-rules.md §10) so a
 * shop on a shared domain never collides with another app's keys.
 */
const prefix = 'meatshop:'

export const storageKeys = {
  cart: `${prefix}cart`,
  /** Orders placed or opened here, trimmed, for the order page offline (src/web/checkout/seen-orders.ts). */
  seenOrders: `${prefix}seen-orders`,
  /** The key of an order sent whose answer was lost (src/web/checkout/unconfirmed-order.ts). */
  unconfirmedOrder: `${prefix}unconfirmed-order`,
  /** Each zone's delivery times as last seen, shown at checkout offline (src/web/checkout/seen-delivery-times.ts). */
  seenDeliveryTimes: `${prefix}seen-delivery-times`,
  /** Name, contact and address typed at checkout, 90 days (src/web/checkout/kept-details.ts). */
  checkoutDetails: `${prefix}checkout-details`,
} as const
