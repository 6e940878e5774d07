import { and, eq, exists, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Queryable } from '#server/db/client.ts'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import type { OrderStatus } from '#shared/order-status.ts'

/** Why a proof's image goes (decision 0081). */
export type ProofRetentionRule = 'superseded' | 'cancelled' | 'completed'

export interface ClaimedProofImage {
  id: number
  storageKey: string
}

const laterProof = alias(paymentProofs, 'later_proof')

/**
 * Superseded: not verified itself, and a later proof of the same order and purpose was
 * verified. A verified proof is never superseded: it backs money staff recorded received.
 */
function superseded(db: Queryable): SQL {
  const laterVerified = db
    .select({ one: sql`1` })
    .from(laterProof)
    .where(
      and(
        eq(laterProof.orderId, paymentProofs.orderId),
        eq(laterProof.purpose, paymentProofs.purpose),
        eq(laterProof.state, 'verified'),
        or(
          gt(laterProof.submittedAt, paymentProofs.submittedAt),
          and(
            eq(laterProof.submittedAt, paymentProofs.submittedAt),
            gt(laterProof.id, paymentProofs.id),
          ),
        ),
      ),
    )
  return and(ne(paymentProofs.state, 'verified'), exists(laterVerified)) as SQL
}

/**
 * The order is in `status` and entered it before `cutoff`: the newest timeline entry
 * that moved it there (every status change writes one), else its last update.
 */
function inStatusSince(status: OrderStatus, cutoff: Date): SQL {
  const enteredAt = sql`coalesce((select max(${orderTimeline.createdAt}) from ${orderTimeline} where ${orderTimeline.orderId} = ${orders.orderId} and ${orderTimeline.status} = ${status}), ${orders.updatedAt})`
  return and(eq(orders.status, status), lt(enteredAt, cutoff)) as SQL
}

/**
 * Marks up to `limit` proofs whose image is due under `rule` as removed at `now`, and
 * returns them: the caller then removes each file (and unmarks the proof if that
 * fails). The marking is one statement that only takes proofs still unmarked, so two
 * processes running it at once never both claim a proof.
 */
export async function claimProofImagesDue(
  db: Queryable,
  rule: ProofRetentionRule,
  { now, cutoff, limit }: { now: Date; cutoff: Date; limit: number },
): Promise<ClaimedProofImage[]> {
  const condition =
    rule === 'superseded'
      ? superseded(db)
      : inStatusSince(rule === 'cancelled' ? 'cancelled' : 'completed', cutoff)
  const due = db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.orderId, paymentProofs.orderId))
    .where(and(isNull(paymentProofs.fileRemovedAt), condition))
    .orderBy(paymentProofs.id)
    .limit(limit)
  return db
    .update(paymentProofs)
    .set({ fileRemovedAt: now })
    .where(and(isNull(paymentProofs.fileRemovedAt), inArray(paymentProofs.id, due)))
    .returning({ id: paymentProofs.id, storageKey: paymentProofs.storageKey })
}

/** Puts a claimed proof back (its file could not be removed): the next run tries again. */
export async function unmarkProofImageRemoved(db: Queryable, id: number): Promise<void> {
  await db.update(paymentProofs).set({ fileRemovedAt: null }).where(eq(paymentProofs.id, id))
}

/**
 * Of these storage keys, those a proof still shows: a row names the key and its image
 * was not removed. Every other key's files are no proof's (the orphan sweep).
 */
export async function liveProofKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ key: paymentProofs.storageKey })
    .from(paymentProofs)
    .where(and(inArray(paymentProofs.storageKey, [...keys]), isNull(paymentProofs.fileRemovedAt)))
  return new Set(rows.map((r) => r.key))
}
