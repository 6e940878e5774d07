import type { AppDeps } from '#server/app-env.ts'
import { deleteFinishedEmails, scrubExpiredLinks } from '#server/email/outbox-delivery-repo.ts'
import { deleteIdleCounters } from '#server/http/rate-limit-repo.ts'
import { startRepeatingJob } from '#server/jobs/repeating-job.ts'
import { deleteOldPaymentEvents } from '#server/online-payments/payment-event-repo.ts'
import { sweepProofOrphans } from '#server/payments/proof-orphan-sweep.ts'
import {
  type ProofRetentionReport,
  removeDueProofImages,
} from '#server/payments/proof-retention.ts'
import { deleteOldPhoneCodes } from '#server/phone-verification/phone-code-repo.ts'
import { deleteExpiredVerifiedPhones } from '#server/phone-verification/verified-phone-repo.ts'
import { deleteFinishedTexts } from '#server/sms/text-outbox-repo.ts'
import { deleteExpiredTokens } from '#server/staff/one-time-token-repo.ts'
import { deleteEndedSessions } from '#server/staff/session-repo.ts'
import { forgetStaleDevices } from '#server/staff/trusted-device-repo.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/**
 * How long what housekeeping removes is kept. Every value is far beyond the moment the
 * row stops mattering, so deleting it changes no answer the shop gives.
 */
export const retention = {
  /**
   * Sent and failed emails stay in the admin's outbox this long (what was sent, what
   * failed and why), then go. Pending ones stay until sent: they may wait for SMTP.
   * Texts (SMS) in the text outbox are kept as long, and pending ones too wait for a gateway.
   */
  outboxMs: 90 * DAY,
  /**
   * Rate-limit and sign-in counters untouched this long. Longer than any counter's
   * window (the longest, per email and per phone for orders, is a day; sign-in
   * counters start over after a day without attempts).
   */
  countersMs: 2 * DAY,
  /**
   * Checkout codes, sent or spent, this long after they were sent: each is good for
   * ten minutes, and no limit on sending looks back further than a day.
   */
  phoneCodesMs: DAY,
  /**
   * The payment gateway's webhook events (issue 32), by when they were received: long
   * past PayMongo's retries (about three days) and any dispute staff look into. Events
   * kept for staff ('attention') stay while their order is still open.
   */
  paymentEventsMs: 180 * DAY,
} as const

/** How often a process runs it (several processes may: every step can run twice). */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000

/** Rows scrubbed per statement batch, so one run never holds a long transaction. */
const SCRUB_BATCH = 100

export interface HousekeepingReport extends ProofRetentionReport {
  /** Outbox bodies whose one-time link expired, now stored without it. */
  scrubbedEmails: number
  deletedEmails: number
  /** Sent and failed texts (SMS) past the same retention as emails. */
  deletedTexts: number
  deletedCounters: number
  deletedSessions: number
  deletedTokens: number
  deletedDevices: number
  /** Checkout codes past `retention.phoneCodesMs`, and numbers verified on a device past their 180 days. */
  deletedPhoneCodes: number
  deletedVerifiedPhones: number
  /** Webhook events past `retention.paymentEventsMs` (attention ones once their order is closed). */
  deletedPaymentEvents: number
  /** Proof of payment files no proof shows (a row that failed to write), past their grace hour. */
  sweptProofFiles: number
}

type HousekeepingDeps = Pick<AppDeps, 'db' | 'config' | 'media' | 'logger'>

/**
 * One round of housekeeping at `now` (the app's clock): secrets out of stored emails,
 * then old rows out of the tables that only grow, then proof of payment screenshots past
 * their retention and proof files no row names (decision 0081). Each step is idempotent. (It no
 * longer closes holidays: each year's are suggestions the admin answers, docs/decisions/0077.)
 */
export async function runHousekeeping(
  deps: HousekeepingDeps,
  now: Date,
): Promise<HousekeepingReport> {
  const { db, config } = deps
  const scrubbedEmails = await scrubAllExpiredLinks(deps, now)
  return {
    scrubbedEmails,
    deletedEmails: await deleteFinishedEmails(db, new Date(now.getTime() - retention.outboxMs)),
    deletedTexts: await deleteFinishedTexts(db, new Date(now.getTime() - retention.outboxMs)),
    deletedCounters: await deleteIdleCounters(
      db,
      new Date(now.getTime() - retention.countersMs),
      now,
    ),
    deletedSessions: await deleteEndedSessions(db, now, config.sessionIdleMs),
    deletedTokens: await deleteExpiredTokens(db, now),
    deletedDevices: await forgetStaleDevices(db, now),
    deletedPhoneCodes: await deleteOldPhoneCodes(
      db,
      new Date(now.getTime() - retention.phoneCodesMs),
    ),
    deletedVerifiedPhones: await deleteExpiredVerifiedPhones(db, now),
    deletedPaymentEvents: await deleteOldPaymentEvents(
      db,
      new Date(now.getTime() - retention.paymentEventsMs),
    ),
    ...(await removeDueProofImages(deps, now)),
    sweptProofFiles: await sweepProofOrphans(deps, now),
  }
}

/** Outbox bodies whose one-time link expired, in batches of SCRUB_BATCH rows. */
async function scrubAllExpiredLinks({ db }: HousekeepingDeps, now: Date): Promise<number> {
  let scrubbed = 0
  for (;;) {
    const batch = await scrubExpiredLinks(db, now, SCRUB_BATCH)
    scrubbed += batch
    if (batch < SCRUB_BATCH) return scrubbed
  }
}

/** Runs housekeeping now and every HOUSEKEEPING_INTERVAL_MS, on the app's clock (startRepeatingJob). */
export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'config' | 'media' | 'logger' | 'now'>,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): { stop(): Promise<void> } {
  return startRepeatingJob(
    'housekeeping',
    deps,
    (now) => runHousekeeping(deps, now).then((report) => ({ ...report })),
    intervalMs,
  )
}
