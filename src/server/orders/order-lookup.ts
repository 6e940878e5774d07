import type { AppDeps } from '#server/app-env.ts'
import { enforceRateLimits, type RateLimitHit, routeRateLimits } from '#server/http/rate-limit.ts'
import { TEN_MINUTES_MS } from '#shared/durations.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { mintOrderAccessToken, orderIdForToken } from './order-access-token-repo.ts'
import { findOrderByIdAndEmail, type LoadedOrder, loadOrder } from './order-repo.ts'
import { toPublicOrder } from './order-views.ts'
import { orderLinkNotFound, shopperOrderNotFound } from './shopper-order-not-found.ts'

/**
 * The lookup form's limits. Per address, sized for a carrier-grade NAT address with
 * hundreds of shoppers behind it (a status page is opened again and again): only a
 * script trying pairs reaches it. Per order id and per email: guessing the email of
 * one order (or the id of one person's order) stays slow from any number of
 * addresses, while a shopper who lost the link and types it in stays well under it.
 */
export const orderLookupRateLimits = routeRateLimits({
  address: { name: 'order-lookup-address', limit: 300, windowMs: TEN_MINUTES_MS },
  targets: {
    order: { name: 'order-lookup-order', limit: 20, windowMs: TEN_MINUTES_MS },
    email: { name: 'order-lookup-email', limit: 20, windowMs: TEN_MINUTES_MS },
  },
})

/**
 * Order pages opened by their link, per address: as generous as the lookup's for the
 * same shared addresses. A token is 128 random bits, so no count per token or order
 * is needed to stop guessing; this one only stops a flood.
 */
export const orderLinkRateLimits = routeRateLimits({
  address: { name: 'order-link-address', limit: 300, windowMs: TEN_MINUTES_MS },
})

export interface OrderLookupRequest {
  orderId: string
  email: string
  /** The caller's address key (`callerKey`). */
  clientKey: string
}

/**
 * The lookup form's rules, in one place for `POST /api/orders/lookup` and an old
 * emailed `/order-status?orderId=&email=` link: every limit counted (per address, per
 * order id, per email) before the order is read, then one 404 whichever part was
 * wrong. The answer carries a newly minted token: a stored hash cannot be read back.
 */
export async function lookUpOrder(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { orderId, email, clientKey }: OrderLookupRequest,
): Promise<{ loaded: LoadedOrder; token: string }> {
  // All three counted at once (a refused flood still spends every window), before any read.
  const { address, targets } = orderLookupRateLimits
  const hits: RateLimitHit[] = [{ rule: address, subject: clientKey }]
  if (orderId !== '') hits.push({ rule: targets.order, subject: orderId })
  if (email !== '') hits.push({ rule: targets.email, subject: email.toLowerCase() })
  await enforceRateLimits(deps.db, hits, deps.now())
  // PostgreSQL text cannot hold NUL: such a lookup matches nothing, not a 500.
  if (orderId === '' || email === '' || `${orderId}${email}`.includes('\u0000')) {
    throw shopperOrderNotFound()
  }
  const loaded = await findOrderByIdAndEmail(deps.db, orderId, email)
  if (!loaded) throw shopperOrderNotFound()
  const token = await mintOrderAccessToken(deps.db, loaded.order.orderId, deps.now())
  return { loaded, token }
}

/**
 * The order id a link's token opens, or the link's 404. A malformed token (forged,
 * cut short by a mail client) is refused before any query.
 */
export async function orderIdForLink(deps: Pick<AppDeps, 'db'>, token: string): Promise<string> {
  const orderId = await orderIdForToken(deps.db, token)
  if (!orderId) throw orderLinkNotFound()
  return orderId
}

/** The order a link opens, loaded, or the link's 404. */
export async function loadOrderForLink(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<LoadedOrder> {
  const loaded = await loadOrder(deps.db, await orderIdForLink(deps, token))
  if (!loaded) throw orderLinkNotFound()
  return loaded
}

/** `POST /api/orders/lookup`'s answer: the order the form names, with a new link token. */
export async function publicOrderByLookup(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: OrderLookupRequest,
): Promise<PublicOrder> {
  const { loaded, token } = await lookUpOrder(deps, request)
  return toPublicOrder(deps.db, loaded, token)
}

/** `GET /api/orders/by-token/:token`'s answer: the order the link opens, with that token. */
export async function publicOrderForLink(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<PublicOrder> {
  return toPublicOrder(deps.db, await loadOrderForLink(deps, token), token)
}
