import fs from 'node:fs'
import net from 'node:net'

/**
 * What the global setup's shared server and a spec's own server (own-shop.ts) both
 * need to start one: a free port, the server's log when it fails, and the wait for
 * /api/health.
 */

const healthTimeoutMs = 30_000

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('could not read the probe port'))
      })
    })
  })
}

export function readLog(logFile: string): string {
  try {
    return fs.readFileSync(logFile, 'utf8').trim() || '(no output)'
  } catch {
    return '(no log file)'
  }
}

/**
 * Resolves once `baseURL` answers /api/health; fails with the server's output when it
 * exits first (`exited` says how, or null while it runs) or never answers.
 */
export async function waitForHealth(
  baseURL: string,
  server: { logFile: string; exited: () => string | null; timeoutMs?: number },
): Promise<void> {
  const timeoutMs = server.timeoutMs ?? healthTimeoutMs
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const exit = server.exited()
    if (exit !== null) {
      throw new Error(
        `the server exited during start (${exit}). Its output:\n${readLog(server.logFile)}`,
      )
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(
    `the server did not answer /api/health within ${timeoutMs} ms. Its output:\n${readLog(server.logFile)}`,
  )
}
