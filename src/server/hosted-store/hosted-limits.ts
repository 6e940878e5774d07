import type { RateLimitHit, RateLimitRule } from '#server/http/rate-limit.ts'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * Hosted-store products asked about per address (IPv6 by /64), every route together:
 * each `GET /api/hosted/...` counts one, and a cart quote or an order attempt one per
 * distinct hosted product it holds (an order's before the service is asked,
 * prefetched-hosted-store.ts). Sized for a carrier-grade NAT address: a hundred shoppers each
 * browsing the store and re-pricing a cart of a few of its products stay well under
 * it; a script inventing ids gets at most this many calls to the service from one
 * address in ten minutes (repeated unknown ids cost none, not-found-ids.ts).
 */
export const hostedLookupAddressRateLimit: RateLimitRule = {
  name: 'hosted-lookup-address',
  limit: 3_000,
  windowMs: TEN_MINUTES,
}

/** A request asking about `products` hosted products counts that many lookups, in one upsert. */
export function hostedLookupHits(address: string, products: number): RateLimitHit[] {
  return products > 0
    ? [{ rule: hostedLookupAddressRateLimit, subject: address, weight: products }]
    : []
}
