import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { loginThrottle, oneTimeTokens, sessions, trustedDevices } from '#server/db/schema/staff.ts'
import { LINK_EXPIRED_UNSENT, withoutOneTimeLinks } from '#server/email/one-time-links.ts'
import { DEVICE_TRUST_MS } from '#server/staff/trusted-devices.ts'

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
   */
  outboxMs: 90 * DAY,
  /**
   * Rate-limit and sign-in counters untouched this long. Longer than any counter's
   * window (the longest, per email and per phone for orders, is a day; sign-in
   * counters start over after a day without attempts).
   */
  countersMs: 2 * DAY,
} as const

/** How often a process runs it (several processes may: every step can run twice). */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000

/** Rows scrubbed per statement batch, so one run never holds a long transaction. */
const SCRUB_BATCH = 100

export interface HousekeepingReport {
  /** Outbox bodies whose one-time link expired, now stored without it. */
  scrubbedEmails: number
  deletedEmails: number
  deletedCounters: number
  deletedSessions: number
  deletedTokens: number
  deletedDevices: number
}

type HousekeepingDeps = Pick<AppDeps, 'db' | 'config'>

/**
 * One round of housekeeping at `now` (the app's clock): secrets out of stored emails,
 * then old rows out of the tables that only grow. Each step is idempotent.
 */
export async function runHousekeeping(
  deps: HousekeepingDeps,
  now: Date,
): Promise<HousekeepingReport> {
  const { db, config } = deps
  const scrubbedEmails = await scrubExpiredLinks(deps, now)

  const deletedEmails = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ['sent', 'failed']),
        lt(emailOutbox.createdAt, new Date(now.getTime() - retention.outboxMs)),
      ),
    )
    .returning({ id: emailOutbox.id })

  // A counter still blocking (`blocked_until` ahead) is kept, whatever its age.
  const deletedCounters = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, new Date(now.getTime() - retention.countersMs)),
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key })

  // Past their absolute lifetime, or idle past SESSION_IDLE_MINUTES: refused either way.
  const deletedSessions = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, now),
        lte(sessions.lastSeenAt, new Date(now.getTime() - config.sessionIdleMs)),
      ),
    )
    .returning({ id: sessions.idHash })

  // Used links expire too: once expired, used or not, a link is refused and its row is dead.
  const deletedTokens = await db
    .delete(oneTimeTokens)
    .where(lte(oneTimeTokens.expiresAt, now))
    .returning({ id: oneTimeTokens.tokenHash })

  const deletedDevices = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS)))
    .returning({ id: trustedDevices.tokenHash })

  return {
    scrubbedEmails,
    deletedEmails: deletedEmails.length,
    deletedCounters: deletedCounters.length,
    deletedSessions: deletedSessions.length,
    deletedTokens: deletedTokens.length,
    deletedDevices: deletedDevices.length,
  }
}

/**
 * Emails whose one-time link has expired: their bodies are stored without it. One still
 * waiting to be sent is marked failed instead of going out with a dead link.
 */
async function scrubExpiredLinks({ db }: HousekeepingDeps, now: Date): Promise<number> {
  let scrubbed = 0
  for (;;) {
    const due = await db
      .select({
        id: emailOutbox.id,
        status: emailOutbox.status,
        textBody: emailOutbox.textBody,
        htmlBody: emailOutbox.htmlBody,
      })
      .from(emailOutbox)
      .where(lte(emailOutbox.secretExpiresAt, now))
      .orderBy(emailOutbox.id)
      .limit(SCRUB_BATCH)
    for (const row of due) {
      await db
        .update(emailOutbox)
        .set({
          ...withoutOneTimeLinks(row),
          ...(row.status === 'pending' ? { status: 'failed', lastError: LINK_EXPIRED_UNSENT } : {}),
        })
        // Another process may have scrubbed it (or a worker sent it) meanwhile.
        .where(and(eq(emailOutbox.id, row.id), isNotNull(emailOutbox.secretExpiresAt)))
    }
    scrubbed += due.length
    if (due.length < SCRUB_BATCH) return scrubbed
  }
}

/**
 * Runs housekeeping now and every HOUSEKEEPING_INTERVAL_MS, on the app's clock.
 * `stop()` cancels the next round and waits for one in progress, so the database is
 * never closed under it.
 */
export function startHousekeeping(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined
  const round = () => {
    if (running) return
    running = runHousekeeping(deps, deps.now())
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, 'housekeeping done')
      })
      .catch((err) => deps.logger.error({ err }, 'housekeeping failed'))
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
