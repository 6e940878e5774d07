import type { AppDeps } from '#server/app-env.ts'
import {
  claimProofImagesDue,
  type ProofRetentionRule,
  unmarkProofImageRemoved,
} from './proof-retention-repo.ts'

/** Proofs claimed per statement, so no statement holds many rows for long. */
const BATCH = 50
/**
 * The most images one rule removes in one run: a backlog (a shop turning retention on
 * for years of proofs) is worked off over a few runs, 15 minutes apart, instead of
 * holding the housekeeping round for minutes.
 */
export const PROOF_IMAGES_PER_RUN = 500

export interface ProofRetentionReport {
  /** Older proofs of an order and purpose whose later proof was verified. */
  removedSupersededProofImages: number
  /** Proofs of orders cancelled longer ago than PROOF_RETENTION_CANCELLED_DAYS. */
  removedCancelledProofImages: number
  /** Proofs of orders completed longer ago than PROOF_RETENTION_COMPLETED_DAYS. */
  removedCompletedProofImages: number
}

type RetentionDeps = Pick<AppDeps, 'db' | 'media' | 'logger' | 'config'>

/**
 * Removes the screenshots the retention rules say are due at `now` (decision 0081):
 * superseded proofs at once, proofs of cancelled orders and of completed orders after
 * their settings' days. The proof rows stay, marked `file_removed_at`: the reference
 * number and the amounts are the order's money trail. Safe to run twice at once.
 */
export async function removeDueProofImages(
  deps: RetentionDeps,
  now: Date,
): Promise<ProofRetentionReport> {
  const { cancelledMs, completedMs } = deps.config.proofRetention
  return {
    removedSupersededProofImages: await removeUnder(deps, 'superseded', now, now),
    removedCancelledProofImages: await removeUnder(
      deps,
      'cancelled',
      now,
      new Date(now.getTime() - cancelledMs),
    ),
    removedCompletedProofImages: await removeUnder(
      deps,
      'completed',
      now,
      new Date(now.getTime() - completedMs),
    ),
  }
}

async function removeUnder(
  deps: RetentionDeps,
  rule: ProofRetentionRule,
  now: Date,
  cutoff: Date,
): Promise<number> {
  let removed = 0
  while (removed < PROOF_IMAGES_PER_RUN) {
    const limit = Math.min(BATCH, PROOF_IMAGES_PER_RUN - removed)
    const claimed = await claimProofImagesDue(deps.db, rule, { now, cutoff, limit })
    for (const proof of claimed) {
      try {
        await deps.media.removeAll(proof.storageKey)
      } catch (err) {
        // The row says 'removed' only once the file is: put it back for the next run,
        // and leave the rest of this rule for then too (the store is likely down).
        await unmarkProofImageRemoved(deps.db, proof.id)
        deps.logger.warn({ err, rule }, 'removing a proof of payment image failed; retrying later')
        return removed
      }
      removed += 1
    }
    if (claimed.length < limit) break
  }
  return removed
}
