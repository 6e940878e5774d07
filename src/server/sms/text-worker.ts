import type { Logger } from 'pino'
import type { Database } from '#server/db/client.ts'
import {
  defaultRetryPolicy,
  errorSummary,
  isLastAttempt,
  type RetryPolicy,
  retryDelayMs,
} from '#server/email/backoff.ts'
import { addTimelineEntry } from '#server/orders/order-repo.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { type TextKind, textKindLabels } from '#shared/order-texts.ts'
import { SEMAPHORE_CALLS_PER_MINUTE } from './semaphore-client.ts'
import { type SmsGateway, SmsSendError } from './sms-gateway.ts'
import { claimDueText, type TextRow, updateText } from './text-outbox-repo.ts'
import { TextPacer } from './text-pacer.ts'

export interface TextWorkerOptions {
  db: Database
  gateway: SmsGateway
  logger: Logger
  now: () => Date
  pollIntervalMs?: number
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs?: number
  policy?: RetryPolicy
  random?: () => number
  /** The most calls this worker makes to the gateway a minute (Semaphore's limit: 120). */
  callsPerMinute?: number
}

export type TextOutcome = 'sent' | 'retry' | 'failed' | 'rate-limited'

/** What the order's timeline says once the worker has sent one of its texts. */
export const textSentNote = (kind: string) =>
  `Text sent: ${textKindLabels[kind as TextKind] ?? kind}`

/**
 * Sends what the text outbox holds, as the email worker sends emails (email/worker.ts):
 * a row is claimed in a short transaction (`FOR UPDATE SKIP LOCKED`, its
 * `next_attempt_at` pushed past a lease and the attempt counted), so two workers in
 * two processes never hold one text at once, and a worker that dies mid-send leaves a
 * row that becomes due again when its lease ends (at least once; a crash between the
 * gateway's answer and the row's update is the only way a text goes twice). Failures
 * are retried with the emails' backoff; a gateway that is down only delays texts. Each
 * call waits for its slot (TextPacer), so the worker keeps to the gateway's limit, and
 * a rate-limit answer pauses it for the wait the gateway gave without spending an attempt.
 */
export class TextOutboxWorker {
  private readonly pollIntervalMs: number
  private readonly leaseMs: number
  private readonly policy: RetryPolicy
  readonly pacer: TextPacer
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopping = false
  /** Ends a wait for the next slot when the worker stops. */
  private readonly stopped = new AbortController()

  constructor(private readonly options: TextWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000
    this.leaseMs = options.leaseMs ?? 5 * 60_000
    this.policy = options.policy ?? defaultRetryPolicy
    this.pacer = new TextPacer(options.callsPerMinute ?? SEMAPHORE_CALLS_PER_MINUTE)
  }

  start(): void {
    if (this.stopping || this.timer || this.running) return
    this.schedule(0)
  }

  /** Stops polling and waits for the text being sent, if any, to finish. */
  async stop(): Promise<void> {
    this.stopping = true
    this.stopped.abort()
    clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }

  /** Sends every due text, up to `limit`, at the worker's pace; returns how many were attempted. */
  async drain(limit = 100): Promise<number> {
    let count = 0
    while (!this.stopping && count < limit) {
      // The slot first, the row after: no row is held while the worker waits.
      await this.waitForSlot()
      if (this.stopping) break
      const row = await claimDueText(this.options.db, this.options.now(), this.leaseMs)
      if (!row) break
      await this.send(row)
      count += 1
    }
    return count
  }

  private async waitForSlot(): Promise<void> {
    const ms = this.pacer.take()
    if (ms <= 0) return
    const { signal } = this.stopped
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      signal.addEventListener('abort', done)
    })
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => this.options.logger.error({ err }, 'text outbox: polling failed'))
        .finally(() => {
          this.running = undefined
          if (!this.stopping) this.schedule(this.pollIntervalMs)
        })
    }, delayMs)
    // The HTTP server keeps the process alive; a pending poll alone should not.
    this.timer.unref()
  }

  private async send(row: TextRow): Promise<TextOutcome> {
    const { db, logger, gateway } = this.options
    // Never the number or the message in the log: the number is personal, a message may hold a link.
    const log = { textId: row.id, kind: row.kind, orderId: row.orderId, attempts: row.attempts }
    let sent: { messageId: string; status: string }
    try {
      sent = await gateway.send(row.toNumber, row.message)
    } catch (err) {
      const failure = err instanceof SmsSendError ? err : new SmsSendError(String(err), false)
      const lastError = errorSummary(failure.message)
      const now = this.options.now()
      if (failure.retryAfterMs !== undefined && !failure.permanent) {
        // The gateway's rate limit: not the text's fault, so no attempt is spent.
        this.pacer.pauseFor(failure.retryAfterMs)
        await updateText(db, row.id, {
          lastError,
          attempts: row.attempts - 1,
          nextAttemptAt: new Date(now.getTime() + failure.retryAfterMs),
        })
        logger.warn({ ...log, retryInMs: failure.retryAfterMs }, 'text outbox: rate limited')
        return 'rate-limited'
      }
      const final = failure.permanent || isLastAttempt(row.attempts, this.policy)
      const delay = retryDelayMs(row.attempts, this.options.random, this.policy)
      await updateText(
        db,
        row.id,
        final
          ? { status: 'failed', lastError }
          : { lastError, nextAttemptAt: new Date(now.getTime() + delay) },
      )
      if (final) logger.error({ ...log, lastError }, 'text outbox: giving up on a text')
      else logger.warn({ ...log, lastError, retryInMs: delay }, 'text outbox: send failed')
      return final ? 'failed' : 'retry'
    }
    const now = this.options.now()
    await db.transaction(async (tx) => {
      await updateText(tx, row.id, {
        status: 'sent',
        sentAt: now,
        lastError: null,
        gatewayMessageId: sent.messageId,
        gatewayStatus: sent.status,
      })
      if (row.orderId) {
        await addTimelineEntry(tx, {
          orderId: row.orderId,
          status: NOTE_STATUS,
          note: textSentNote(row.kind),
          staffUserId: null,
          createdAt: now,
        })
      }
    })
    logger.info({ ...log, gatewayMessageId: sent.messageId }, 'text outbox: sent')
    return 'sent'
  }
}
