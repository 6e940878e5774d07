import type { AppDeps } from '#server/app-env.ts'
import { isMediaKey } from '#shared/media.ts'
import { deleteUnreferencedAsset, unattachedMediaKeys } from './media-repo.ts'

/** An upload nobody attached within this time is taken as abandoned. */
export const ORPHAN_MEDIA_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Removes the stored files (and records) of these media keys when nothing refers
 * to them any more. Called after the transaction that dropped a reference commits.
 */
export async function sweepMedia(deps: AppDeps, keys: readonly (string | null)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => k !== null && isMediaKey(k)))]
  for (const key of wanted) {
    try {
      const removed = await deleteUnreferencedAsset(deps.db, key)
      if (removed) await deps.media.removeAll(key)
    } catch (err) {
      // A failed sweep only leaves a file behind; the orphan sweep tries again later.
      deps.logger.warn({ err, key }, 'could not remove unused media')
    }
  }
}

/**
 * Uploads older than a day that no product image uses (a dialog closed without
 * saving): swept with the same checks as above. Run at start and every few hours.
 */
export async function sweepOrphanMedia(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - ORPHAN_MEDIA_AGE_MS)
  const candidates = await unattachedMediaKeys(deps.db, cutoff)
  await sweepMedia(deps, candidates)
  return candidates.length
}
