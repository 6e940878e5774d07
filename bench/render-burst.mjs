// What a burst of uncached page renders does to everyone else (issue 18: 'a burst of
// uncached renders does not block other requests for long'). The built server on a
// fresh database answers a steady stream of cached JSON (a product, 10 connections),
// first alone, then while 20 more connections ask for listing pages that are each new
// to the page cache (a different search every time, so every one is rendered, with
// its own uncached listing query). Read: the JSON's median and p99 latency in both
// phases, and how many pages were rendered per second. Informative, no budget: a
// render runs on the event loop (renderToString, decision 0065), so this shows how
// long the other requests wait behind them.
//
//   node bench/render-burst.mjs [--db pglite] [--quick]
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
    const [beside, burst] = await Promise.all([
      steadyJson(server.base, jsonPath, seconds),
      renderBurst(server.base, seconds),
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
    return { database: kind, seconds, jsonPath, alone, beside, burst }
  } finally {
    await server?.stop()
    await target.dispose()
  }
}

export function checks(results) {
  const { database, alone, beside, burst } = results
  return [
    {
      measure: 'cached JSON while uncached pages render',
      database,
      value: `p50 ${beside.p50} ms, p99 ${beside.p99} ms, ${beside.rps} req/s`,
      reference: `alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${alone.rps} req/s`,
      budget: 'informative',
      status: `${burst.rps} uncached pages/s (p99 ${burst.p99} ms) beside it`,
    },
  ]
}

await standalone(import.meta.url, { run, checks })
