/**
 * The ids of rows the JSON fuzz writes against (made by fuzzIds in fuzz-harness.ts),
 * which the valid bodies (fuzz-bodies.ts) and paths (fuzz-endpoints.ts) refer to.
 * Its own file so those two need not import each other.
 */
export interface FuzzIds {
  productId: number
  bundleId: number
  recipeId: number
  promoId: number
  zoneId: number
  orderId: string
  /** The email the order was placed with, and its link's token. */
  orderEmail: string
  orderToken: string
  /** The order's first line (a sample product priced by packed weight). */
  orderItemId: number
  messageId: number
  victimUserId: number
  victimEmail: string
}
