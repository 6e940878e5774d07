import pino, { type Logger } from 'pino'
import type { Config } from './config.ts'

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['password', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
  })
}
