// What a burst of uncached page renders does to everyone else (issue 18: 'a burst of
// uncached renders does not block other requests for long'). The built server on a
// fresh database answers a steady stream of cached JSON (a product, 10 connections),
// first alone, then while 20 more connections ask for listing pages that are each new
// to the page cache (a different search every time, so every one is rendered, with
// its own uncached listing query). Read: the JSON's median and p99 latency in both
// phases, how many pages were rendered per second, and, sampled one at a time during
// the burst, how soon an uncached page's first bytes (its head) arrive against its
// last. Informative, no budget: a render runs on the event loop, in turns (decision
// 0070), so this shows how long the other requests wait behind them.
//
//   node bench/render-burst.mjs [--db pglite] [--quick]
import http from 'node:http'
import { cannon, printTable, standalone } from './bench-cli.mjs'
import { createTarget, startServer } from './bench-lib.mjs'

const JSON_CONNECTIONS = 10
const RENDER_CONNECTIONS = 20

async function steadyJson(base, path, seconds) {
  const result = await cannon({
    url: base,
    connections: JSON_CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path }],
  })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx`)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  }
}

async function renderBurst(base, seconds) {
  let next = 0
  const result = await cannon({
    url: base,
    connections: RENDER_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        // A search no page has used: never in the page cache, never in the JSON cache.
        setupRequest: (request) => {
          next += 1
          return { ...request, path: `/products?q=cut${next}` }
        },
      },
    ],
  })
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`page burst: ${result.errors} errors, ${result.non2xx} non-2xx`)
  }
  return {
    pages: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

/** Times one page: to its first bytes of body, and to its end. */
function timePage(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let firstByte
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        res.on('data', () => {
          firstByte ??= performance.now() - started
        })
        res.on('end', () => resolve({ firstByte, end: performance.now() - started }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Uncached pages asked one after another while `until` is pending. */
async function samplePages(base, until) {
  let done = false
  void until.finally(() => {
    done = true
  })
  const samples = []
  for (let i = 0; !done; i++) {
    samples.push(await timePage(`${base}/products?q=sample${i}`))
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return {
    count: samples.length,
    firstByte: Math.round(median(samples.map((s) => s.firstByte)) * 10) / 10,
    end: Math.round(median(samples.map((s) => s.end)) * 10) / 10,
  }
}

export async function run({ databases = ['pglite'], quick = false }) {
  const kind = databases[0]
  const seconds = quick ? 3 : 8
  const target = await createTarget(kind)
  let server
  try {
    server = await startServer(target)
    const listing = await (await fetch(`${server.base}/api/catalog/products`)).json()
    const jsonPath = `/api/catalog/products/${listing.items[0].id}`
    // Warm-up: JIT, the JSON cache, the renderer.
    await steadyJson(server.base, jsonPath, 2)
    await renderBurst(server.base, 2)
    console.log(`render burst (${kind}): JSON alone, ${seconds} s`)
    const alone = await steadyJson(server.base, jsonPath, seconds)
    console.log(
      `render burst (${kind}): JSON beside ${RENDER_CONNECTIONS} connections of uncached pages, ${seconds} s`,
    )
    const quiet = await samplePages(
      server.base,
      new Promise((resolve) => setTimeout(resolve, 2000)),
    )
    const bursting = renderBurst(server.base, seconds)
    const [beside, burst, sampled] = await Promise.all([
      steadyJson(server.base, jsonPath, seconds),
      bursting,
      samplePages(server.base, bursting),
    ])
    printTable([
      {
        phase: 'JSON alone',
        'req/s': alone.rps,
        'p50 ms': alone.p50,
        'p99 ms': alone.p99,
        'max ms': alone.max,
      },
      {
        phase: 'JSON during the burst',
        'req/s': beside.rps,
        'p50 ms': beside.p50,
        'p99 ms': beside.p99,
        'max ms': beside.max,
      },
      {
        phase: 'uncached pages',
        'req/s': burst.rps,
        'p50 ms': burst.p50,
        'p99 ms': burst.p99,
        'max ms': '',
      },
    ])
    printTable(
      [
        { when: 'alone', ...quiet },
        { when: 'during the burst', ...sampled },
      ].map(({ when, count, firstByte, end }) => ({
        'uncached page, one at a time': when,
        pages: count,
        'first bytes p50 ms': firstByte,
        'last byte p50 ms': end,
      })),
    )
    return { database: kind, seconds, jsonPath, alone, beside, burst, quiet, sampled }
  } finally {
    await server?.stop()
    await target.dispose()
  }
}

export function checks(results) {
  const { database, alone, beside, burst, quiet, sampled } = results
  return [
    {
      measure: 'cached JSON while uncached pages render',
      database,
      value: `p50 ${beside.p50} ms, p99 ${beside.p99} ms, ${beside.rps} req/s`,
      reference: `alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${alone.rps} req/s`,
      budget: 'informative',
      status: `${burst.rps} uncached pages/s (p99 ${burst.p99} ms) beside it`,
    },
    {
      measure: "an uncached page's head, then its end (p50)",
      database,
      value: `during the burst: ${sampled.firstByte} ms, then ${sampled.end} ms`,
      reference: `alone: ${quiet.firstByte} ms, then ${quiet.end} ms`,
      budget: 'informative',
      status: `${sampled.count} pages sampled during the burst`,
    },
  ]
}

await standalone(import.meta.url, { run, checks })
