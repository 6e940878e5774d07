/** `POST /api/cart/quote`: the cart priced by the server. */
export const cartApiPaths = {
  quote: '/api/cart/quote',
} as const
