import { type PaymentDeadlineDeps, runPaymentDeadlines } from './payment-deadline-job.ts'

/** How often each process runs the payment deadline (several may: each order is handled once). */
export const PAYMENT_DEADLINE_INTERVAL_MS = 60 * 1000

/**
 * Runs the payment deadline now and every PAYMENT_DEADLINE_INTERVAL_MS on the app's
 * clock, in every process (decision 0062). A round still running when the next is due
 * is not doubled. `stop()` cancels the next round and waits for one in progress, so
 * the database is never closed under it.
 */
export function startPaymentDeadlines(
  deps: PaymentDeadlineDeps,
  intervalMs = PAYMENT_DEADLINE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  const round = () => {
    if (running) return
    running = runPaymentDeadlines(deps, deps.now())
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) {
          deps.logger.info(report, 'payment deadline done')
        }
      })
      .catch((err) => deps.logger.error({ err }, 'payment deadline failed'))
      .finally(() => {
        running = undefined
      })
  }
  round()
  const timer = setInterval(round, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
