import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import type { AppEnv } from '#server/app-env.ts'

/** One log line per request: method, path, status and time taken. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
    if (c.res.status >= 500) logger.error(line, 'request failed')
    // Catalog cache hits are the hot path: a log line per hit cost a fifth of their
    // throughput (bench/catalog-throughput.mjs with LOG_LEVEL=info), so they log at debug.
    else if (c.req.path.startsWith('/api/') && !c.get('cacheHit')) logger.info(line, 'request')
    else logger.debug(line, 'request')
  }
}
