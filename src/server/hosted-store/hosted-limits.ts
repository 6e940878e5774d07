import type { AppDeps } from '#server/app-env.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { TEN_MINUTES_MS } from '#shared/durations.ts'

const hostedLookupRule = { name: 'hosted-lookup-address', limit: 3_000, windowMs: TEN_MINUTES_MS }

/**
 * Hosted-store products asked about per address (IPv6 by /64), every route together:
 * each `GET /api/hosted/...` counts one, and a cart quote or an order attempt one per
 * distinct hosted product it holds (an order's before the service is asked,
 * prefetched-hosted-store.ts). Sized for a carrier-grade NAT address: a hundred shoppers each
 * browsing the store and re-pricing a cart of a few of its products stay well under
 * it; a script inventing ids gets at most this many calls to the service from one
 * address in ten minutes (repeated unknown ids cost none, not-found-ids.ts).
 * The one counter is both the routes' address rule and the `lookups` target, which
 * counts the caller's address once per product.
 */
export const hostedLookupRateLimits = routeRateLimits({
  address: hostedLookupRule,
  targets: { lookups: hostedLookupRule },
})
export const hostedLookupAddressRateLimit = hostedLookupRateLimits.address

/** A request asking about `products` hosted products counts that many lookups, in one upsert. */
export async function countHostedLookups(
  deps: Pick<AppDeps, 'db' | 'now'>,
  address: string,
  products: number,
): Promise<void> {
  if (products > 0) await hostedLookupRateLimits.perTarget(deps, { lookups: address }, products)
}
