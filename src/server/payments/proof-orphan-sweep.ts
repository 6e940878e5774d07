import type { AppDeps } from '#server/app-env.ts'
import type { StoredKey } from '#server/media/media-store.ts'
import { newProofKey, PROOF_KEY_PREFIX } from './proof-file.ts'
import { liveProofKeys } from './proof-retention-repo.ts'

/**
 * A proof file younger than this is never swept: its upload may still be writing the
 * row (the file is stored first, then the row, in one request that takes seconds).
 */
export const PROOF_ORPHAN_GRACE_MS = 60 * 60 * 1000

/**
 * Proof files looked at per run. A run starts at a random key and wraps around, so
 * with more files than this every file is still looked at about as often as any other,
 * without a cursor to keep between runs or processes.
 */
export const PROOF_FILES_PER_SWEEP = 500

type SweepDeps = Pick<AppDeps, 'db' | 'media' | 'logger'>

/**
 * Removes proof files no proof shows (decision 0081): files whose row failed to write
 * (an upload that stored the file, then failed), and files whose proof's image was
 * removed but whose removal did not finish. Only files older than PROOF_ORPHAN_GRACE_MS,
 * at most PROOF_FILES_PER_SWEEP looked at per run. Returns how many were removed.
 * A store that cannot be listed or cleared is logged and tried again next run.
 */
export async function sweepProofOrphans(
  deps: SweepDeps,
  now: Date,
  start: string = newProofKey(),
): Promise<number> {
  let listed: StoredKey[]
  try {
    listed = await proofFilesFrom(deps, start)
  } catch (err) {
    deps.logger.warn({ err }, 'listing proof of payment files failed; sweeping later')
    return 0
  }
  const oldEnough = now.getTime() - PROOF_ORPHAN_GRACE_MS
  const candidates = listed.filter((k) => k.modifiedAt.getTime() <= oldEnough).map((k) => k.key)
  const live = await liveProofKeys(deps.db, candidates)
  let swept = 0
  for (const key of candidates) {
    if (live.has(key)) continue
    try {
      await deps.media.removeAll(key)
    } catch (err) {
      deps.logger.warn({ err }, 'removing an orphaned proof of payment file failed')
      break
    }
    swept += 1
  }
  return swept
}

/** Up to PROOF_FILES_PER_SWEEP proof keys from `start` on, then from the first key. */
async function proofFilesFrom(deps: SweepDeps, start: string): Promise<StoredKey[]> {
  const after = await deps.media.listKeys(PROOF_KEY_PREFIX, {
    from: start,
    limit: PROOF_FILES_PER_SWEEP,
  })
  if (after.length >= PROOF_FILES_PER_SWEEP) return after
  const seen = new Set(after.map((k) => k.key))
  const before = await deps.media.listKeys(PROOF_KEY_PREFIX, {
    limit: PROOF_FILES_PER_SWEEP - after.length,
  })
  return [...after, ...before.filter((k) => k.key < start && !seen.has(k.key))]
}
