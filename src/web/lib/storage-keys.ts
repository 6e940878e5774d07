/**
 * Every local storage key the shop writes, under one prefix (docs/product-rules.md §10) so a
 * shop on a shared domain never collides with another app's keys.
 */
const prefix = 'meatshop:'

export const storageKeys = {
  cart: `${prefix}cart`,
} as const
