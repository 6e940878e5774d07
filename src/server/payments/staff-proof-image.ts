import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { staffNewestProofKey } from './payment-proof-repo.ts'
import { proofImageResponse } from './proof-file.ts'

/**
 * `GET /api/admin/orders/:orderId/payment-proof/image`: the newest proof's WebP for
 * staff, answered as the shopper's copy is (private, no-store, nosniff: proof-file.ts);
 * 404 when there is no such order or it has no proof. Staff need no email: the route
 * is behind requireStaff.
 */
export async function staffProofImage(
  c: Context,
  deps: AppDeps,
  orderId: string,
): Promise<Response> {
  const found = await staffNewestProofKey(deps.db, orderId)
  if (!found) throw notFound('That order')
  if (!found.storageKey) throw notFound('That proof of payment')
  return proofImageResponse(c, deps, { storageKey: found.storageKey })
}
