import { spawn } from 'node:child_process'
import path from 'node:path'
import { listeningPort } from '#tests/support/processes/listening-port.ts'
import { childProcessEnv } from '#tests/support/test-env.ts'

/** A message the stand-in accepted, as GET /__messages lists it. */
export interface StandInMessage {
  message_id: number
  number: string
  message: string
  sendername: string | null
  receivedAt: string
}

export interface StandInStats {
  calls: number
  accepted: number
  rateLimited: number
  failed: number
  /** The most calls it saw in any 60 seconds. */
  maxCallsPerMinute: number
}

export type StandInMode = 'ok' | 'error' | 'garbage' | 'slow'

export interface SemaphoreStandIn {
  /** `http://127.0.0.1:{port}`, the address SEMAPHORE_API_URL names. */
  url: string
  apiKey: string
  /** The SMS settings for a server process that texts through this stand-in. */
  smsEnv(senderName?: string): Record<string, string>
  /** What it accepted, oldest first; for one number ('09171234567') when given. */
  messages(number?: string): Promise<StandInMessage[]>
  /** Waits until `count` messages to `number` have arrived (or throws after `timeoutMs`). */
  waitForMessages(number: string, count?: number, timeoutMs?: number): Promise<StandInMessage[]>
  stats(): Promise<StandInStats>
  /** 'error' answers 500, 'garbage' an HTML 200, 'slow' waits `delayMs` first. */
  setMode(mode: StandInMode, delayMs?: number): Promise<void>
  reset(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the Semaphore stand-in (semaphore-stand-in.ts) as a process of its own on a
 * free port of 127.0.0.1. `callsPerMinute` is its rate limit (Semaphore's 120 unless a
 * bench asks for more).
 */
export async function startSemaphoreStandIn(
  options: { callsPerMinute?: number; apiKey?: string } = {},
): Promise<SemaphoreStandIn> {
  const apiKey = options.apiKey ?? 'stand-in-api-key'
  const script = path.join(import.meta.dirname, 'semaphore-stand-in.ts')
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      '--api-key',
      apiKey,
      '--calls-per-minute',
      String(options.callsPerMinute ?? 120),
    ],
    { env: childProcessEnv({}), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await listeningPort(child, 'the Semaphore stand-in')
  const url = `http://127.0.0.1:${port}`
  const get = async <T>(p: string): Promise<T> => (await fetch(`${url}${p}`)).json() as Promise<T>
  const post = (p: string, body: unknown = {}) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => void r.body?.cancel())
  const messages = (number?: string) =>
    get<StandInMessage[]>(`/__messages${number ? `?number=${encodeURIComponent(number)}` : ''}`)

  return {
    url,
    apiKey,
    smsEnv: (senderName?: string) => ({
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: apiKey,
      SEMAPHORE_API_URL: url,
      ...(senderName ? { SEMAPHORE_SENDER_NAME: senderName } : {}),
    }),
    messages,
    async waitForMessages(number, count = 1, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs
      for (;;) {
        const found = await messages(number)
        if (found.length >= count) return found
        if (Date.now() > end) {
          throw new Error(`the stand-in has ${found.length} of ${count} texts to ${number}`)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    stats: () => get<StandInStats>('/__stats'),
    setMode: (mode, delayMs = 0) => post('/__mode', { mode, delayMs }),
    reset: () => post('/__reset'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
