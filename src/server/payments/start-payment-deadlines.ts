import { startRepeatingJob } from '#server/jobs/repeating-job.ts'
import { type PaymentDeadlineDeps, runPaymentDeadlines } from './payment-deadline-job.ts'

/** How often each process runs the payment deadline (several may: each order is handled once). */
export const PAYMENT_DEADLINE_INTERVAL_MS = 60 * 1000

/**
 * Runs the payment deadline now and every PAYMENT_DEADLINE_INTERVAL_MS on the app's
 * clock, in every process (decision 0062); see startRepeatingJob.
 */
export function startPaymentDeadlines(
  deps: PaymentDeadlineDeps,
  intervalMs = PAYMENT_DEADLINE_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startRepeatingJob(
    'payment deadline',
    deps,
    (now) => runPaymentDeadlines(deps, now).then((report) => ({ ...report })),
    intervalMs,
  )
}
