import pg from 'pg'
import type { Logger } from 'pino'
import type { CatalogCache } from './catalog-cache.ts'
import { applyCatalogChange, CATALOG_CHANNEL, parseCatalogChange } from './catalog-changes.ts'

export interface CatalogListener {
  /** Resolves once the first LISTEN is in place (the cache serves from then on). */
  ready: Promise<void>
  readonly connected: boolean
  /** The listening connection's server process id, or null while disconnected. */
  readonly backendPid: number | null
  stop(): Promise<void>
}

export interface CatalogListenerOptions {
  databaseUrl: string
  cache: CatalogCache
  logger: Logger
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number
  maxBackoffMs?: number
  /** How often the idle connection is checked, so a silently dead one is noticed. */
  pingIntervalMs?: number
}

/**
 * Keeps one dedicated PostgreSQL connection listening for catalog changes made by any
 * process, and empties this process's cache when one commits (for a stock change,
 * only the entries that show those products). While the connection is down the cache
 * is suspended (reads go to the database), because a change made meanwhile would
 * never be heard; on reconnect it starts empty.
 */
export function startCatalogListener(options: CatalogListenerOptions): CatalogListener {
  const { databaseUrl, cache, logger } = options
  const minBackoff = options.minBackoffMs ?? 250
  const maxBackoff = options.maxBackoffMs ?? 30_000
  let client: pg.Client | null = null
  let stopped = false
  let failures = 0
  let retryTimer: NodeJS.Timeout | undefined
  const dead = new WeakSet<pg.Client>()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  cache.suspend()

  const connect = async () => {
    if (stopped) return
    const candidate = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      query_timeout: 10_000,
      application_name: 'meatshop catalog listener',
    })
    candidate.on('error', (err) => lost(candidate, err))
    candidate.on('end', () => lost(candidate))
    candidate.on('notification', (message) => {
      // A stock change drops only what shows those products; anything else (or a
      // payload it cannot read) empties the cache (catalog-changes.ts).
      if (message.channel === CATALOG_CHANNEL) {
        applyCatalogChange(cache, parseCatalogChange(message.payload))
      }
    })
    try {
      await candidate.connect()
      await candidate.query(`LISTEN ${CATALOG_CHANNEL}`)
    } catch (err) {
      lost(candidate, err)
      return
    }
    if (stopped || dead.has(candidate)) {
      await candidate.end().catch(() => {})
      return
    }
    if (failures > 0) logger.info('catalog change feed reconnected')
    client = candidate
    failures = 0
    cache.resume()
    markReady()
  }

  const lost = (lostClient: pg.Client, err?: unknown) => {
    if (dead.has(lostClient)) return
    dead.add(lostClient)
    lostClient.end().catch(() => {})
    if (client === lostClient) client = null
    if (stopped) return
    cache.suspend()
    const delay = Math.min(maxBackoff, minBackoff * 2 ** failures)
    failures += 1
    logger.warn({ err, retryInMs: delay }, 'catalog change feed lost; serving without the cache')
    retryTimer = setTimeout(connect, delay * (0.75 + Math.random() / 2))
    retryTimer.unref()
  }

  const ping = setInterval(() => {
    const current = client
    current?.query('select 1').catch((err) => lost(current, err))
  }, options.pingIntervalMs ?? 30_000)
  ping.unref()

  void connect()

  return {
    ready,
    get connected() {
      return client !== null
    },
    get backendPid() {
      return (client as unknown as { processID?: number } | null)?.processID ?? null
    },
    async stop() {
      stopped = true
      clearInterval(ping)
      clearTimeout(retryTimer)
      const current = client
      client = null
      if (current) {
        dead.add(current)
        await current.end().catch(() => {})
      }
    },
  }
}
