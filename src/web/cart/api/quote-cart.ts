import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CartQuote, CartQuoteLine, CartQuoteRequest } from '#shared/schemas/cart.ts'
import { type CartLine, shownUnitPrice } from '#web/cart/cart-rules.ts'
import { api } from '#web/lib/api-client.ts'

/** What the server needs to price a line: the choice, never a price. */
export function toQuoteLine(line: CartLine): CartQuoteLine {
  if (line.kind === 'hosted') {
    return {
      kind: 'hosted',
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      seenUnitPriceCentavos: shownUnitPrice(line),
    }
  }
  return line.kind === 'bundle'
    ? { kind: 'bundle', bundleId: line.id, quantity: line.quantity }
    : { kind: 'product', productId: line.id, unit: line.unit, quantity: line.quantity }
}

/** A quote together with the request it answers, so a kept previous answer is matched safely. */
export interface CartQuoteResult {
  request: CartQuoteRequest
  quote: CartQuote
}

/** `POST /api/cart/quote`, keyed by the lines, so every change of the cart asks again. */
export function cartQuoteQueryOptions(request: CartQuoteRequest) {
  return queryOptions({
    queryKey: ['cart', 'quote', request.lines] as const,
    queryFn: async (): Promise<CartQuoteResult> => ({
      request,
      quote: await api.post<CartQuote>('/api/cart/quote', request),
    }),
    // Stock and publishing change behind the shopper's back: ask again on every visit.
    staleTime: 0,
  })
}

export function useCartQuote(lines: readonly CartLine[]) {
  const request: CartQuoteRequest = { lines: lines.map(toQuoteLine) }
  return useQuery({
    ...cartQuoteQueryOptions(request),
    enabled: lines.length > 0,
    // While a changed cart is re-priced, keep showing the last answer instead of a blank.
    placeholderData: keepPreviousData,
  })
}
