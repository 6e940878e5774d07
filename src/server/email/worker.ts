import type { Logger } from 'pino'
import type { Database } from '#server/db/client.ts'
import {
  defaultRetryPolicy,
  errorSummary,
  isLastAttempt,
  type RetryPolicy,
  retryDelayMs,
} from './backoff.ts'
import { LINK_EXPIRED_UNSENT, withoutOneTimeLinks } from './one-time-links.ts'
import { claimDueEmail, type OutboxRow, updateOutboxEmail } from './outbox-delivery-repo.ts'
import type { Sender } from './sender.ts'
import { MailSendError, type MailTransport } from './transport.ts'

export interface OutboxWorkerOptions {
  db: Database
  transport: MailTransport
  logger: Logger
  now: () => Date
  /** Resolved once per round of sending, so settings changes reach queued mail. */
  sender: () => Promise<Sender>
  pollIntervalMs?: number
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs?: number
  policy?: RetryPolicy
  random?: () => number
}

export type SendOutcome = 'sent' | 'retry' | 'failed'

/**
 * Sends what the outbox holds (docs/architecture.md §6). Any number of workers, in any number
 * of processes, may poll one database: a row is claimed in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, then `next_attempt_at` pushed past a lease and the
 * attempt counted), so a row is never handed to two workers at once, and a worker
 * that dies mid-send leaves a row that becomes due again when its lease ends.
 * Delivery is therefore at least once; the stable Message-ID lets a receiver spot
 * the rare duplicate. Rows are claimed one at a time: volume is a shop's, and a
 * stopping worker never strands a batch of leased rows.
 */
export class OutboxWorker {
  private readonly pollIntervalMs: number
  private readonly leaseMs: number
  private readonly policy: RetryPolicy
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopping = false

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000
    this.leaseMs = options.leaseMs ?? 5 * 60_000
    this.policy = options.policy ?? defaultRetryPolicy
  }

  start(): void {
    if (this.stopping || this.timer || this.running) return
    this.schedule(0)
  }

  /** Stops polling and waits for the email being sent, if any, to finish. */
  async stop(): Promise<void> {
    this.stopping = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.running
    this.options.transport.close()
  }

  /** Sends every due email, up to `limit`; returns how many were attempted. */
  async drain(limit = 100): Promise<number> {
    let sender: Sender | undefined
    let count = 0
    while (!this.stopping && count < limit) {
      const row = await this.claim()
      if (!row) break
      sender ??= await this.options.sender()
      await this.send(row, sender)
      count += 1
    }
    return count
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => this.options.logger.error({ err }, 'email outbox: polling failed'))
        .finally(() => {
          this.running = undefined
          if (!this.stopping) this.schedule(this.pollIntervalMs)
        })
    }, delayMs)
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref()
  }

  private claim(): Promise<OutboxRow | undefined> {
    return claimDueEmail(this.options.db, this.options.now(), this.leaseMs)
  }

  private async send(row: OutboxRow, sender: Sender): Promise<SendOutcome> {
    const { db, logger, transport } = this.options
    const log = { emailId: row.id, kind: row.kind, attempts: row.attempts }
    if (row.secretExpiresAt && row.secretExpiresAt <= this.options.now()) {
      // Its one-time link has expired (SMTP was down, or unset, until now): a dead link
      // helps nobody, so it is not sent, and the stored copy loses the link.
      await updateOutboxEmail(db, row.id, {
        status: 'failed',
        lastError: LINK_EXPIRED_UNSENT,
        ...withoutOneTimeLinks(row),
      })
      logger.warn(log, 'email outbox: not sent, its one-time link expired first')
      return 'failed'
    }
    try {
      await transport.send({
        from: sender.from,
        to: row.toAddresses,
        replyTo: row.replyTo ?? sender.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${domainOf(sender.from.address)}>`,
      })
    } catch (err) {
      const failure = err instanceof MailSendError ? err : new MailSendError(String(err), false)
      const lastError = errorSummary(failure.message)
      const now = this.options.now()
      const final = failure.permanent || isLastAttempt(row.attempts, this.policy)
      const delay = retryDelayMs(row.attempts, this.options.random, this.policy)
      await updateOutboxEmail(
        db,
        row.id,
        final
          ? { status: 'failed', lastError }
          : { lastError, nextAttemptAt: new Date(now.getTime() + delay) },
      )
      if (final) logger.error({ ...log, lastError }, 'email outbox: giving up on an email')
      else logger.warn({ ...log, lastError, retryInMs: delay }, 'email outbox: send failed')
      return final ? 'failed' : 'retry'
    }
    await updateOutboxEmail(db, row.id, {
      status: 'sent',
      sentAt: this.options.now(),
      lastError: null,
      // Delivered: the stored copy no longer needs the one-time link it carried.
      ...(row.secretExpiresAt ? withoutOneTimeLinks(row) : {}),
    })
    logger.info(log, 'email outbox: sent')
    return 'sent'
  }
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost'
}
