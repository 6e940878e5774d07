import http from 'node:http'
import net from 'node:net'

/**
 * Plain node:http calls for the shutdown test, where fetch hides what matters: which
 * connection a request rides on (a keep-alive `Agent`), the `Connection` header of
 * the answer, and how a closed socket shows up (an error code, not a retry).
 */
export interface RawAnswer {
  status: number
  connection: string | undefined
  body: string
}

export type RawOutcome = { ok: true; answer: RawAnswer } | { ok: false; code: string }

export function rawRequest(
  base: string,
  agent: http.Agent,
  path: string,
  body?: unknown,
  {
    timeoutMs = 15_000,
    headers = {},
  }: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      `${base}${path}`,
      {
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({
            ok: true,
            answer: { status: res.statusCode!, connection: res.headers.connection, body: text },
          }),
        )
        // Cut off after the answer began: a half-sent answer, never acceptable.
        res.on('error', () => resolve({ ok: false, code: 'PARTIAL' }))
        res.on('aborted', () => resolve({ ok: false, code: 'PARTIAL' }))
      },
    )
    // A request left hanging is the failure this test looks for: give it a name.
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('hung'), { code: 'HUNG' })))
    req.on('error', (err) => resolve({ ok: false, code: errorCode(err) }))
    req.end(payload)
  })
}

function errorCode(err: unknown): string {
  const e = err as { code?: string; message?: string }
  return e.code ?? e.message ?? String(err)
}

/** How a brand-new TCP connection to `port` fares: 'connected' or the error code. */
export function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (err) => resolve(errorCode(err)))
  })
}
