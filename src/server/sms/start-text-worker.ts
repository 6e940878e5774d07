import type { AppDeps } from '#server/app-env.ts'
import type { Config } from '#server/config.ts'
import { defaultRetryPolicy } from '#server/email/backoff.ts'
import { semaphoreClient } from './semaphore-client.ts'
import type { SmsGateway } from './sms-gateway.ts'
import { TextOutboxWorker } from './text-worker.ts'

/** The gateway `deps.sms` holds: Semaphore when SMS_PROVIDER=semaphore, else none. */
export function smsGatewayFromConfig(config: Pick<Config, 'sms'>): SmsGateway | undefined {
  return config.sms ? semaphoreClient(config.sms) : undefined
}

/**
 * The process's text outbox worker, or nothing without an SMS gateway: then order
 * texts stay pending in the outbox (visible to admins) until a process with SMS
 * configured picks them up, and checkout does not verify phone numbers.
 */
export function startTextWorker(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now' | 'sms'>,
): TextOutboxWorker | undefined {
  const { db, config, logger, now, sms } = deps
  if (!sms || !config.sms) {
    logger.info(
      'SMS is not configured: texts wait in the outbox, and checkout does not verify phone numbers (set SMS_PROVIDER=semaphore and SEMAPHORE_API_KEY)',
    )
    return undefined
  }
  const worker = new TextOutboxWorker({
    db,
    gateway: sms,
    logger,
    now,
    // The same first wait as emails (EMAIL_RETRY_BASE_SECONDS), doubling to 2 h.
    policy: { ...defaultRetryPolicy, baseDelayMs: config.email.retryBaseMs },
  })
  worker.start()
  // The key is a secret: log only where texts go and under which name.
  logger.info(
    {
      smsProvider: config.sms.provider,
      smsHost: new URL(config.sms.apiUrl).host,
      senderName: config.sms.senderName ?? null,
    },
    'text outbox worker started',
  )
  return worker
}
