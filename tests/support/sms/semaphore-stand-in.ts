// A stand-in of Semaphore's messages API as a process of its own, for tests and the
// outbox bench: `node --import tsx tests/support/sms/semaphore-stand-in.ts [--port n]
// [--api-key k] [--calls-per-minute n]`. Prints one JSON line, {"port": n}, once it
// listens on 127.0.0.1; SIGTERM closes it. Started by `startSemaphoreStandIn`
// (semaphore-stand-in-process.ts); nothing reaches the real gateway.
//
// What it answers, as Semaphore does (src/server/sms/semaphore-client.ts):
//   POST /api/v4/messages  form (or JSON) apikey, number, message[, sendername]:
//     200 [{message_id, user_id, user, account_id, account, recipient, message,
//           sender_name, network, status: 'Pending', type: 'Single', source: 'Api',
//           created_at, updated_at}]
//     401 {"apikey": ["The selected apikey is invalid."]} for another key;
//     422 {"number": [...]} / {"message": [...]} for a bad number or an empty message;
//     429 'Too Many Attempts.' with Retry-After (seconds) past --calls-per-minute
//         calls in the last 60 s (Semaphore's 120 by default).
// What tests read and steer (not Semaphore's):
//   GET  /__messages[?number=09171234567]  every accepted message, oldest first
//   GET  /__stats  {calls, accepted, rateLimited, failed, maxCallsPerMinute}
//   POST /__mode   {"mode": "ok" | "error" | "garbage" | "slow", "delayMs"?: n}
//                   error: 500; garbage: 200 with an HTML body; slow: ok after delayMs
//   POST /__reset  forgets messages, counters and the mode
import http from 'node:http'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'api-key': { type: 'string', default: 'stand-in-api-key' },
    'calls-per-minute': { type: 'string', default: '120' },
  },
})
const apiKey = args['api-key']
const callsPerMinute = Number(args['calls-per-minute'])
const WINDOW_MS = 60_000

interface Received {
  message_id: number
  number: string
  message: string
  sendername: string | null
  receivedAt: string
}

type Mode = 'ok' | 'error' | 'garbage' | 'slow'

let messages: Received[] = []
let nextId = 1_000_001
/** When each call of the last minute came (the rate limit's window). */
let window: number[] = []
let stats = { calls: 0, accepted: 0, rateLimited: 0, failed: 0, maxCallsPerMinute: 0 }
let mode: Mode = 'ok'
let delayMs = 0

function reset() {
  messages = []
  window = []
  stats = { calls: 0, accepted: 0, rateLimited: 0, failed: 0, maxCallsPerMinute: 0 }
  mode = 'ok'
  delayMs = 0
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function send(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
    ...headers,
  })
  res.end(text)
}

function fields(req: http.IncomingMessage, body: string): Record<string, string> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v ?? '')]))
    } catch {
      return {}
    }
  }
  return Object.fromEntries(new URLSearchParams(body))
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')

async function messagesEndpoint(req: http.IncomingMessage, res: http.ServerResponse) {
  const body = await readBody(req)
  const now = Date.now()
  stats.calls += 1
  // The limit counts every call, as Laravel's throttle does, refused ones included.
  window = window.filter((t) => t > now - WINDOW_MS)
  if (window.length >= callsPerMinute) {
    stats.rateLimited += 1
    const retryAfter = Math.max(1, Math.ceil((window[0]! + WINDOW_MS - now) / 1000))
    return send(res, 429, 'Too Many Attempts.', { 'retry-after': String(retryAfter) })
  }
  window.push(now)
  stats.maxCallsPerMinute = Math.max(stats.maxCallsPerMinute, window.length)
  if (mode === 'error') {
    stats.failed += 1
    return send(res, 500, { message: 'Server Error' })
  }
  if (mode === 'garbage') {
    stats.failed += 1
    return send(res, 200, '<html><body>Bad gateway</body></html>')
  }
  if (mode === 'slow') await new Promise((r) => setTimeout(r, delayMs))
  const f = fields(req, body)
  if (f.apikey !== apiKey) {
    return send(res, 401, { apikey: ['The selected apikey is invalid.'] })
  }
  if (!/^(09|\+?639)\d{9}$/.test(f.number ?? '')) {
    return send(res, 422, { number: ['The number format is invalid.'] })
  }
  if (!f.message) return send(res, 422, { message: ['The message field is required.'] })
  const created = stamp(new Date(now))
  const received: Received = {
    message_id: nextId++,
    number: f.number!,
    message: f.message,
    sendername: f.sendername || null,
    receivedAt: new Date(now).toISOString(),
  }
  messages.push(received)
  stats.accepted += 1
  return send(res, 200, [
    {
      message_id: received.message_id,
      user_id: 4242,
      user: 'shop@example.ph',
      account_id: 4242,
      account: 'Stand-in',
      recipient: `63${received.number.slice(-10)}`,
      message: received.message,
      sender_name: received.sendername ?? 'SEMAPHORE',
      network: 'Globe',
      status: 'Pending',
      type: 'Single',
      source: 'Api',
      created_at: created,
      updated_at: created,
    },
  ])
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const route = `${req.method} ${url.pathname}`
  const handle = async () => {
    if (route === 'POST /api/v4/messages') return messagesEndpoint(req, res)
    if (route === 'GET /__messages') {
      const number = url.searchParams.get('number')
      return send(res, 200, number ? messages.filter((m) => m.number === number) : messages)
    }
    if (route === 'GET /__stats') return send(res, 200, stats)
    if (route === 'POST /__mode') {
      const wanted = JSON.parse((await readBody(req)) || '{}') as { mode?: Mode; delayMs?: number }
      mode = wanted.mode ?? 'ok'
      delayMs = wanted.delayMs ?? 0
      return send(res, 200, { mode, delayMs })
    }
    if (route === 'POST /__reset') {
      reset()
      return send(res, 200, { reset: true })
    }
    return send(res, 404, { message: 'Not Found' })
  }
  handle().catch((err) => send(res, 500, { message: String(err) }))
})

server.listen(Number(args.port), '127.0.0.1', () => {
  const { port } = server.address() as { port: number }
  process.stdout.write(`${JSON.stringify({ port })}\n`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
