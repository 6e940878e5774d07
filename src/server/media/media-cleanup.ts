import type { AppDeps } from '../app-env'

/**
 * Removes the stored files (and records) of these media keys when nothing refers
 * to them any more. Called after the transaction that dropped a reference commits.
 */
export async function sweepMedia(_deps: AppDeps, _keys: readonly (string | null)[]): Promise<void> {
  // Contract stub: implemented with the media store.
}
