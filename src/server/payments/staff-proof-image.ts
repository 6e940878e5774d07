import { desc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { orders } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { notFound } from '#server/http/errors.ts'
import { proofImageResponse } from './proof-file.ts'

/**
 * The media key of the order's newest proof of payment; 404 when there is no such
 * order or it has no proof. Staff need no email: the route is behind requireStaff.
 */
async function newestProofKey(db: Queryable, orderId: string): Promise<string> {
  const [row] = await db
    .select({ storageKey: paymentProofs.storageKey })
    .from(orders)
    .leftJoin(paymentProofs, eq(paymentProofs.orderId, orders.orderId))
    .where(eq(orders.orderId, orderId))
    .orderBy(desc(paymentProofs.submittedAt), desc(paymentProofs.id))
    .limit(1)
  if (!row) throw notFound('That order')
  if (!row.storageKey) throw notFound('That proof of payment')
  return row.storageKey
}

/**
 * `GET /api/admin/orders/:orderId/payment-proof/image`: the newest proof's WebP for
 * staff, answered as the shopper's copy is (private, no-store, nosniff: proof-file.ts).
 */
export async function staffProofImage(
  c: Context,
  deps: AppDeps,
  orderId: string,
): Promise<Response> {
  return proofImageResponse(c, deps, { storageKey: await newestProofKey(deps.db, orderId) })
}
