import type { AppDeps } from '#server/app-env.ts'
import { defaultRetryPolicy } from './backoff.ts'
import { resolveSender } from './sender.ts'
import { smtpTransport } from './transport.ts'
import { OutboxWorker } from './worker.ts'

/**
 * The process's outbox worker, or nothing without `SMTP_URL`: then emails stay
 * pending in the outbox (unsent, visible to admins) until a process with SMTP
 * configured picks them up.
 */
export function startEmailWorker(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>,
): OutboxWorker | undefined {
  const { db, config, logger, now } = deps
  const smtpUrl = config.email.smtpUrl
  if (!smtpUrl) {
    logger.info('SMTP_URL is not set: emails wait in the outbox, unsent')
    return undefined
  }
  const worker = new OutboxWorker({
    db,
    transport: smtpTransport(smtpUrl),
    logger,
    now,
    sender: () => resolveSender(db, config.email),
    policy: { ...defaultRetryPolicy, baseDelayMs: config.email.retryBaseMs },
  })
  worker.start()
  // The URL may carry a password: log only where mail goes, never the URL itself.
  logger.info({ smtpHost: new URL(smtpUrl).host }, 'email outbox worker started')
  return worker
}
