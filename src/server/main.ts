import type { IncomingMessage, ServerResponse } from 'node:http'
import { serve } from '@hono/node-server'
import type { Logger } from 'pino'
import { CatalogCache } from '#server/catalog/catalog-cache.ts'
import { startCatalogListener } from '#server/catalog/catalog-listener.ts'
import { claimDataDir } from '#server/db/data-dir-lock.ts'
import { startEmailWorker } from '#server/email/start-worker.ts'
import { hostedStoreFromConfig } from '#server/hosted-store/hosted-store-from-config.ts'
import { startHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { mediaStoreFromConfig } from '#server/media/media-store-from-config.ts'
import { startMediaSweeper } from '#server/media/media-sweeper.ts'
import { paymentGatewayFromConfig } from '#server/online-payments/payment-gateway-from-config.ts'
import { findClientDir } from '#server/page-rendering/client-app.ts'
import { loadPageRenderer } from '#server/page-rendering/page-renderer.ts'
import { startPaymentDeadlines } from '#server/payments/start-payment-deadlines.ts'
import { smsGatewayFromConfig, startTextWorker } from '#server/sms/start-text-worker.ts'
import { createApp } from './app.ts'
import type { AppDeps } from './app-env.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { startDatabase } from './start-database.ts'

/** Time allowed for requests in flight to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * The app's clock: the real time, or with TEST_CLOCK_OFFSET_MINUTES (tests only, refused
 * outside NODE_ENV=test by config.ts) that far ahead, said loudly at start. One clock for the
 * whole process, so the jobs, the outbox and the requests agree on what time it is.
 */
function appClock(config: Config, logger: Logger): () => Date {
  const offsetMs = config.testClockOffsetMs
  if (offsetMs === undefined) return () => new Date()
  logger.warn(
    { offsetMinutes: offsetMs / 60_000 },
    `TEST_CLOCK_OFFSET_MINUTES is set: the shop's clock runs ${offsetMs / 60_000} minutes ahead of the real time (for tests only)`,
  )
  return () => new Date(Date.now() + offsetMs)
}

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`)
      process.exit(1)
    }
    throw err
  }
  const logger = createLogger(config)
  if (!config.publicUrl) {
    // Links in emails (set-password, reset, order status) are built on this address and
    // never on a request's Host header, so without PUBLIC_URL they only work on this machine.
    logger.warn(
      { siteOrigin: config.siteOrigin },
      `PUBLIC_URL is not set: links in emails will point at ${config.siteOrigin}; set PUBLIC_URL to the shop's public address`,
    )
  }
  const now = appClock(config, logger)
  const releaseDataDir = config.databaseUrl ? () => {} : claimDataDir(config.dataDir)

  const { handle, seeded, generatedCredentials } = await startDatabase(config)
  if (seeded) logger.info('seeded a new shop with the sample catalog and default settings')
  for (const cred of generatedCredentials) {
    // Printed once, on the first start only: the password is not stored in clear anywhere.
    process.stdout.write(
      `\n  First ${cred.role} account created\n    email:    ${cred.email}\n    password: ${cred.password}\n  Keep it safe; it will not be shown again.\n`,
    )
  }

  const clientDir = findClientDir()
  if (!clientDir) logger.warn('dist/client not found: serving the API only (run `npm run build`)')
  const renderPage = clientDir ? await loadPageRenderer(clientDir) : undefined
  if (clientDir && !renderPage) {
    logger.warn('dist/ssr not found: storefront pages go out unrendered (run `npm run build`)')
  }
  const catalogCache = new CatalogCache()
  // On PostgreSQL other processes may change the catalog: hear about it (LISTEN/NOTIFY).
  const catalogListener = config.databaseUrl
    ? startCatalogListener({ databaseUrl: config.databaseUrl, cache: catalogCache, logger })
    : undefined
  const deps: AppDeps = {
    db: handle.db,
    config,
    logger,
    now,
    catalogCache,
    catalogListener,
    // The bucket when MEDIA_S3_BUCKET is set (several processes must share uploads),
    // else DATA_DIR/media; says which at start.
    media: await mediaStoreFromConfig(config, logger),
    hostedStore: hostedStoreFromConfig(config, logger),
    // Semaphore when SMS_PROVIDER=semaphore; without it texts wait in the outbox.
    sms: smsGatewayFromConfig(config),
    // PayMongo when PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET are set (issue 32).
    paymentGateway: paymentGatewayFromConfig(config),
  }
  const app = createApp(deps, { clientDir, renderPage })
  // Removes uploads never attached to anything (now, then every few hours).
  const mediaSweeper = startMediaSweeper(deps)
  // Scrubs expired one-time links from stored emails and purges old outbox rows,
  // rate-limit counters, sessions and tokens (now, then every 15 minutes).
  const housekeeping = startHousekeeping(deps)
  // Reminds and then cancels unpaid GCash orders without a proof (now, then every minute).
  const paymentDeadlines = startPaymentDeadlines(deps)
  // Sends the email outbox when SMTP_URL is set; otherwise emails wait there, unsent.
  const emailWorker = startEmailWorker({ db: handle.db, config, logger, now })
  // Sends the text outbox through the SMS gateway; without one, texts wait there (the log says so).
  const textWorker = startTextWorker(deps)

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.publicUrl ?? `http://localhost:${info.port}`
    logger.info({ port: info.port, database: handle.driver }, `shop ready on ${shown}`)
  })

  let stopping = false
  // Answers still to be written, so a shutdown can tell their keep-alive clients to go.
  const unanswered = new Set<ServerResponse>()
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    // After SIGTERM a request can still arrive on a keep-alive connection: answer it,
    // and close the connection after (Node does so for `Connection: close`).
    if (stopping) return res.setHeader('Connection', 'close')
    unanswered.add(res)
    res.on('close', () => unanswered.delete(res))
  })
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    // Without this, a keep-alive client busy at the signal could keep sending on its
    // connection and hold `server.close()` open until the grace period kills us (exit 1).
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close')
    // Stop taking emails from the outbox now; the one being sent finishes before the database closes.
    const emailWorkerStopped = emailWorker?.stop() ?? Promise.resolve()
    const textWorkerStopped = textWorker?.stop() ?? Promise.resolve()
    mediaSweeper.stop()
    const housekeepingStopped = housekeeping.stop()
    const paymentDeadlinesStopped = paymentDeadlines.stop()
    const force = setTimeout(() => {
      logger.error('requests still running after the grace period; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      await housekeepingStopped
      await paymentDeadlinesStopped
      await emailWorkerStopped.catch((err) =>
        logger.error({ err }, 'stopping the email worker failed'),
      )
      await textWorkerStopped.catch((err) =>
        logger.error({ err }, 'stopping the text worker failed'),
      )
      await catalogListener?.stop()
      await handle.close().catch((err) => logger.error({ err }, 'closing the database failed'))
      releaseDataDir()
      logger.info('stopped')
      process.exit(0)
    })
    // Keep-alive connections with no request in flight would hold close() open; one
    // whose answer had already started goes idle later, so look again until we exit.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections()
      setInterval(() => server.closeIdleConnections(), 250).unref()
    }
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  )
  process.exit(1)
})
