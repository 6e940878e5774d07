import type { AppDeps } from '#server/app-env.ts'
import { sweepOrphanMedia } from './media-cleanup.ts'

const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000

/** Runs the orphan sweep at start and every six hours; `stop()` on shutdown. */
export function startMediaSweeper(deps: AppDeps): { stop(): void } {
  const sweep = () => {
    sweepOrphanMedia(deps)
      .then((count) => {
        if (count > 0) deps.logger.info({ count }, 'swept uploaded images attached to no product')
      })
      .catch((err) => deps.logger.error({ err }, 'sweeping unused uploaded images failed'))
  }
  sweep()
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
