import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'

/** Query keys of the cart's server-side pricing. */
export const cartKeys = {
  all: ['cart'] as const,
  /** Every quote, whatever the lines: checkout refreshes them all after a refusal. */
  quotes: () => [...cartKeys.all, 'quote'] as const,
  quote: (lines: readonly CartQuoteLineInput[]) => [...cartKeys.quotes(), lines] as const,
}
