// Cached catalog read vs a bare node:http server (DESIGN.md §6, issue 3 "Speed").
//
// Starts the built server (`npm run build` first) on a fresh embedded database and
// then on a fresh PostgreSQL database, warms GET /api/catalog/products, and runs
// autocannon (50 connections) against it and against a bare node:http server that
// sends the very same bytes and headers, in the same run. Target: the app reaches at
// least 50% of the bare server's requests per second.
//
//   node bench/catalog-throughput.mjs [--duration 10] [--log-level warn] [--only pglite|postgres]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  createTarget,
  freePort,
  printTable,
  requireBuild,
  startServer,
} from './catalog-bench-lib.mjs'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'warn' },
    only: { type: 'string' },
  },
})
const duration = Number(args.duration)
const PATH = '/api/catalog/products'
const TARGET_RATIO = 0.5
const ROUNDS = 4

requireBuild()

/** The bare server runs in its own process, as the app does, and replays one answer. */
const bareServerSource = `
import http from 'node:http'
import fs from 'node:fs'
const { status, headers, body } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const bytes = Buffer.from(body, 'base64')
const server = http.createServer((req, res) => {
  res.writeHead(status, headers)
  res.end(bytes)
})
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\\n'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
`

async function startBare(answerFile) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', bareServerSource, answerFile, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  }
}

/**
 * The answer exactly as the app sends it to autocannon (no Accept-Encoding, so the
 * plain body): status, headers but the per-connection ones, and the raw bytes.
 */
function captureAnswer(base) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${PATH}`, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers = {}
          for (const [name, value] of Object.entries(res.headers)) {
            if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
              headers[name] = value
            }
          }
          resolve({
            status: res.statusCode,
            headers,
            body: body.toString('base64'),
            bytes: body.length,
          })
        })
      })
      .on('error', reject)
  })
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    let firstError
    const instance = autocannon({ url, connections: 50, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve({ ...result, firstError }),
    )
    instance.on('reqError', (err) => {
      firstError ??= err
    })
  })
}

async function measure(url, seconds) {
  const result = await load(url, seconds)
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.firstError})`,
    )
  }
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 }
}

/**
 * App and bare server in alternating rounds, so a burst of load from elsewhere on
 * the machine hits both alike; the totals are summed over the rounds.
 */
async function compare(appUrl, bareUrl) {
  await load(appUrl, 2) // warm-up: JIT, connection set-up
  await load(bareUrl, 2)
  const totals = { app: [], bare: [] }
  for (let round = 0; round < ROUNDS; round++) {
    totals.app.push(await measure(appUrl, duration / ROUNDS))
    totals.bare.push(await measure(bareUrl, duration / ROUNDS))
  }
  const summary = (list) => ({
    rps: list.reduce((n, r) => n + r.requests, 0) / list.reduce((n, r) => n + r.seconds, 0),
    p99: Math.max(...list.map((r) => r.p99)),
  })
  return { app: summary(totals.app), bare: summary(totals.bare) }
}

async function run(kind) {
  const target = await createTarget(kind)
  let server
  let bare
  try {
    server = await startServer(target, { logLevel: args['log-level'] })
    for (let i = 0; i < 3; i++) await fetch(`${server.base}${PATH}`).then((r) => r.arrayBuffer())
    const answer = await captureAnswer(server.base)
    const answerFile = path.join(target.dataDir, 'answer.json')
    fs.writeFileSync(answerFile, JSON.stringify(answer))
    bare = await startBare(answerFile)

    const { app, bare: node } = await compare(`${server.base}${PATH}`, `${bare.base}${PATH}`)
    return {
      database: kind,
      'body bytes': answer.bytes,
      'app req/s': Math.round(app.rps),
      'app p99 ms': app.p99,
      'bare req/s': Math.round(node.rps),
      'bare p99 ms': node.p99,
      ratio: `${((app.rps / node.rps) * 100).toFixed(1)}%`,
      ok: app.rps / node.rps >= TARGET_RATIO ? 'yes' : 'NO',
    }
  } finally {
    await bare?.stop()
    await server?.stop()
    await target.dispose()
  }
}

const kinds = args.only ? [args.only] : ['pglite', 'postgres']
const rows = []
for (const kind of kinds) {
  console.log(`${kind}: measuring ${duration} s each (LOG_LEVEL=${args['log-level']})...`)
  rows.push(await run(kind))
}
console.log(`\nGET ${PATH} (cached), autocannon 50 connections, ${duration} s:`)
printTable(rows)
if (rows.some((r) => r.ok !== 'yes')) process.exitCode = 1
