// Cached catalog reads vs a bare node:http server (docs/performance.md), and the server's
// memory under that load.
//
// For each database: start the built server (`npm run build` first) on a fresh
// database, capture the answers of the listing, a product and the home page's data
// (the calls src/shared/api-paths/catalog.ts names for '/'), the listing and product
// pages' HTML, and replay the same bytes and
// headers from bench/bare-server.mjs. autocannon (50 connections) loads app and bare
// server in alternating rounds. Budget: the app reaches 50 % of the bare server's
// requests per second. Memory: VmRSS after warm-up and after 100,000 more requests,
// and VmHWM (peak) of the server process over the whole run.
//
//   node bench/catalog-throughput.mjs [--db pglite,postgres] [--quick] [--no-memory]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { freePort } from '#tests/support/processes/server-launch.mjs'
import { cannon, mb, standalone } from './bench-cli.mjs'
import { createTarget, root, startServer } from './bench-lib.mjs'

const CONNECTIONS = 50
const TARGET_RATIO = 0.5
const LEAK_REQUESTS = 100_000
// Leak budget: absolute, not a percentage. PGlite runs PostgreSQL inside the server
// process, so its baseline RSS is several times PostgreSQL's client-only one and a
// percentage would hide a larger leak there. A leak of 300 bytes per request (less
// than any retained request, closure or cache entry) adds 30 MB over 100,000
// requests, while V8 sizing its heap after the 50-connection warm-up stays well under.
const LEAK_BUDGET_BYTES = 30 * 1024 * 1024

/** The cached reads, each a sequence autocannon repeats per connection. */
function endpointsFor(productId) {
  return {
    listing: ['/api/catalog/products'],
    product: [`/api/catalog/products/${productId}`],
    home: ['/api/site', '/api/homepage', '/api/catalog/products/newest'],
    // The HTML pages a shopper's link opens: their <head> is kept per catalog version too.
    listingPage: ['/products'],
    productPage: [`/product/${productId}`],
  }
}

async function startBare(answersFile) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/bare-server.mjs'), answersFile, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) => child.stdout.once('data', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  }
}

/**
 * One answer exactly as the app sends it to autocannon (no Accept-Encoding, so the
 * plain body): status, headers but the per-connection ones, and the raw bytes.
 */
function captureAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const headers = { ...res.headers }
          for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding'])
            delete headers[name]
          const body = Buffer.concat(chunks).toString('base64')
          resolve({ status: res.statusCode, headers, body })
        })
      })
      .on('error', reject)
  })
}

async function load(base, paths, options) {
  const result = await cannon({
    url: base,
    connections: CONNECTIONS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
    ...options,
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${base}${paths}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.firstError})`,
    )
  }
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 }
}

const summary = (list) => ({
  rps: list.reduce((n, r) => n + r.requests, 0) / list.reduce((n, r) => n + r.seconds, 0),
  p99: Math.max(...list.map((r) => r.p99)),
  requests: list.reduce((n, r) => n + r.requests, 0),
})

const idle = () => new Promise((r) => setTimeout(r, 1000))

async function runOne(kind, { seconds, rounds, warmUp, leakRequests, memory, compare }) {
  const target = await createTarget(kind)
  let server
  let bare
  try {
    server = await startServer(target)
    const startUp = server.memory()
    const peakReset = server.resetPeakMemory()
    const listing = await (await fetch(`${server.base}/api/catalog/products`)).json()
    const endpoints = endpointsFor(listing.items[0].id)
    const answers = {}
    for (const url of Object.values(endpoints).flat()) {
      for (let i = 0; i < 3; i++) await fetch(`${server.base}${url}`).then((r) => r.arrayBuffer())
      answers[url] = await captureAnswer(`${server.base}${url}`)
    }
    const answersFile = path.join(target.dataDir, 'answers.json')
    fs.writeFileSync(answersFile, JSON.stringify(answers))
    bare = await startBare(answersFile)

    // Warm-up (JIT, connections, heap sizing) before the memory baseline.
    for (const paths of Object.values(endpoints)) {
      await load(server.base, paths, { duration: warmUp })
      if (compare) await load(bare.base, paths, { duration: warmUp })
    }
    await idle()
    const afterWarmUp = server.memory()

    // Alternating rounds, so a burst of load from elsewhere on the machine hits both alike.
    const reads = {}
    let appRequests = 0
    for (const [name, paths] of compare ? Object.entries(endpoints) : []) {
      const app = []
      const node = []
      for (let round = 0; round < rounds; round++) {
        app.push(await load(server.base, paths, { duration: seconds }))
        node.push(await load(bare.base, paths, { duration: seconds }))
      }
      const a = summary(app)
      const b = summary(node)
      appRequests += a.requests
      reads[name] = {
        paths,
        bodyBytes: paths.reduce((n, p) => n + Buffer.from(answers[p].body, 'base64').length, 0),
        app: { rps: Math.round(a.rps), p99: a.p99 },
        bare: { rps: Math.round(b.rps), p99: b.p99 },
        ratio: a.rps / b.rps,
      }
    }

    let mem
    if (memory) {
      // Top up to leakRequests requests after the baseline, all reads mixed.
      const remaining = leakRequests - appRequests
      if (remaining > 0) {
        const all = Object.values(endpoints).flat()
        appRequests += (await load(server.base, all, { amount: remaining })).requests
      }
      await idle()
      const after = server.memory()
      mem = {
        requestsAfterWarmUp: appRequests,
        rssAfterWarmUp: afterWarmUp.rss,
        rssAfter: after.rss,
        growth: after.rss - afterWarmUp.rss,
        startUpPeakRss: startUp.peakRss,
        // Under load only when the reset worked; else since start-up.
        peakRss: after.peakRss,
        peakRssUnderLoad: peakReset,
      }
    }
    return { database: kind, reads, memory: mem }
  } finally {
    await bare?.stop()
    await server?.stop()
    await target.dispose()
  }
}

/** `compare: false` measures memory only (no bare server rounds). */
export async function run({ databases, quick = false, memory = true, compare = true }) {
  const options = quick
    ? { seconds: 2, rounds: 2, warmUp: 1, leakRequests: 30_000, memory, compare }
    : { seconds: 5, rounds: 2, warmUp: 2, leakRequests: LEAK_REQUESTS, memory, compare }
  const runs = []
  for (const kind of databases) {
    console.log(
      compare
        ? `catalog (${kind}): ${options.rounds} × ${options.seconds} s per read, app/bare`
        : `memory (${kind}): ${options.leakRequests.toLocaleString('en')} requests`,
    )
    runs.push(await runOne(kind, options))
  }
  return { connections: CONNECTIONS, ...options, runs }
}

export function checks(results) {
  const rows = []
  for (const { database, reads } of results.runs) {
    for (const [name, r] of Object.entries(reads)) {
      rows.push({
        measure: `cached ${name} (${r.paths.join(', ')})`,
        database,
        value: `${(r.ratio * 100).toFixed(1)} %: ${r.app.rps.toLocaleString('en')} req/s, p99 ${r.app.p99} ms`,
        reference: `bare ${r.bare.rps.toLocaleString('en')} req/s, p99 ${r.bare.p99} ms`,
        budget: `≥ ${TARGET_RATIO * 100} % of bare`,
        ok: r.ratio >= TARGET_RATIO,
      })
    }
  }
  return [...rows, ...memoryChecks(results)]
}

function memoryChecks(results) {
  return results.runs
    .filter((r) => r.memory)
    .flatMap(({ database, memory: m }) => [
      {
        measure: 'server peak RSS under catalog load',
        database,
        value: mb(m.peakRss),
        reference: m.peakRssUnderLoad
          ? `start-up peak ${mb(m.startUpPeakRss)}`
          : 'includes start-up (peak reset refused)',
      },
      {
        measure: `RSS growth over ${m.requestsAfterWarmUp.toLocaleString('en')} requests`,
        database,
        value: `${m.growth >= 0 ? '+' : ''}${mb(m.growth)} (${mb(m.rssAfter)})`,
        reference: `after warm-up ${mb(m.rssAfterWarmUp)}`,
        budget: `< ${mb(LEAK_BUDGET_BYTES)}`,
        ok: m.growth < LEAK_BUDGET_BYTES,
      },
    ])
}

await standalone(import.meta.url, {
  options: { 'no-memory': { type: 'boolean', default: false } },
  run: (o) => run({ ...o, memory: !o['no-memory'] }),
  checks,
})
