import type { AppDeps } from '#server/app-env.ts'

/** A round's counts (orders cancelled, rows deleted…): logged when any is above zero. */
export type JobReport = Record<string, number>

/**
 * Runs `round` now and every `intervalMs` on the app's clock, in this process: the
 * housekeeping and the payment deadlines. A round still running when the next is due
 * is not doubled; a failed round is logged and the next one runs as usual. `stop()`
 * cancels the next round and waits for one in progress, so the database is never
 * closed under it.
 */
export function startRepeatingJob(
  name: string,
  deps: Pick<AppDeps, 'logger' | 'now'>,
  round: (now: Date) => Promise<JobReport>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  const tick = () => {
    if (running) return
    running = round(deps.now())
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, `${name} done`)
      })
      .catch((err) => deps.logger.error({ err }, `${name} failed`))
      .finally(() => {
        running = undefined
      })
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
