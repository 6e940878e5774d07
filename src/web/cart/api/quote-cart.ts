import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { cartApiPaths } from '#shared/api-paths/cart.ts'
import type { CartQuote, CartQuoteRequest } from '#shared/schemas/cart.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'
import { toPriceLine } from '#web/cart/quote-line.ts'
import { api } from '#web/lib/api-client.ts'
import { cartKeys } from './cart-keys.ts'

/** A quote together with the request it answers, so a kept previous answer is matched safely. */
export interface CartQuoteResult {
  request: CartQuoteRequest
  quote: CartQuote
}

/** `POST /api/cart/quote`, keyed by the lines, so every change of the cart asks again. */
export function cartQuoteQueryOptions(request: CartQuoteRequest) {
  return queryOptions({
    queryKey: cartKeys.quote(request.lines),
    queryFn: async (): Promise<CartQuoteResult> => ({
      request,
      quote: await api.post<CartQuote>(cartApiPaths.quote, request),
    }),
    // Stock and publishing change behind the shopper's back: ask again on every visit.
    staleTime: 0,
  })
}

export function useCartQuote(lines: readonly CartLine[]) {
  const request: CartQuoteRequest = { lines: lines.map(toPriceLine) }
  return useQuery({
    ...cartQuoteQueryOptions(request),
    enabled: lines.length > 0,
    // While a changed cart is re-priced, keep showing the last answer instead of a blank.
    placeholderData: keepPreviousData,
  })
}
