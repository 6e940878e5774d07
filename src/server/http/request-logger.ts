import type { MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'

/** One log line per request: method, path, status and time taken. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
    if (c.res.status >= 500) logger.error(line, 'request failed')
    else if (c.req.path.startsWith('/api/')) logger.info(line, 'request')
    else logger.debug(line, 'request')
  }
}
