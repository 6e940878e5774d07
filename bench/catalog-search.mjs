// Uncached listing reads at 10,000 and 100,000 products (docs/performance.md: median server
// time under 30 ms at 100,000, on PGlite and on PostgreSQL).
//
// For each database: start the built server once on a fresh database (migrations and
// sample data) and stop it; then for each size, grow the catalog to that many
// products, VACUUM ANALYZE, start the server with LOG_LEVEL=info and send listing
// requests one at a time, every one a different query (a fresh process, so none is a
// cache hit). Server time is the `ms` of the request log (routing, queries, JSON);
// round trip is what the client saw.
//
//   npm run build && node bench/catalog-search.mjs [--db pglite,postgres] [--quick]
import { median, ms, percentile, printTable, standalone } from './bench-cli.mjs'
import { createTarget, openDatabase, startServer } from './bench-lib.mjs'
import { benchProductCount, searchTerms, seedSql } from './catalog-search-seed.mjs'

const TARGET_MEDIAN_MS = 30
const SIZES = [10_000, benchProductCount]
const categories = ['all', 'beef', 'pork', 'chicken', 'seafood']
const sorts = ['name', 'price-asc', 'price-desc']

async function grow(target, from, to) {
  const started = performance.now()
  const db = await openDatabase(target)
  try {
    await db.exec(seedSql(to, from))
    // One statement per call: VACUUM refuses to run inside the implicit transaction
    // that a multi-statement string gets.
    await db.exec('vacuum analyze products')
    await db.exec('vacuum analyze product_images')
  } finally {
    await db.close()
  }
  return performance.now() - started
}

/** Every query differs from every other, so each one misses the cache. */
function queries() {
  const list = []
  for (const [kind, terms] of Object.entries(searchTerms)) {
    for (const q of terms) {
      for (const category of ['all', categories[1 + (list.length % 4)]]) {
        for (const sort of sorts) list.push({ kind: `search: ${kind}`, q, category, sort, page: 1 })
      }
    }
  }
  for (const category of categories) {
    for (const sort of sorts) {
      for (const page of [1, 2, 50])
        list.push({ kind: 'browse: category/sort/page', category, sort, page })
    }
  }
  return list
}

async function measure(target, list) {
  const serverTimes = []
  const server = await startServer(target, {
    logLevel: 'info',
    onStdout: (line) => {
      if (!line.includes('"msg":"request"')) return
      const entry = JSON.parse(line)
      if (entry.path === '/api/catalog/products') serverTimes.push(entry.ms)
    },
  })
  try {
    // Warm the database's caches and the JIT with queries not measured below.
    for (const q of ['warm', 'steak', 'fresh']) {
      await fetch(`${server.base}/api/catalog/products?q=${q}`).then((r) => r.arrayBuffer())
    }
    const results = []
    for (const query of list) {
      const params = new URLSearchParams({
        ...(query.q ? { q: query.q } : {}),
        category: query.category,
        sort: query.sort,
        page: String(query.page),
      })
      const before = serverTimes.length
      const started = performance.now()
      const res = await fetch(`${server.base}/api/catalog/products?${params}`)
      const body = await res.json()
      const roundTrip = performance.now() - started
      if (res.status !== 200) throw new Error(`${params}: ${res.status} ${JSON.stringify(body)}`)
      while (serverTimes.length === before) await new Promise((r) => setTimeout(r, 1))
      results.push({ ...query, total: body.total, server: serverTimes.at(-1), roundTrip })
    }
    return results
  } finally {
    await server.stop()
  }
}

function summarise(list) {
  const server = list.map((r) => r.server)
  return {
    queries: list.length,
    medianMatches: median(list.map((r) => r.total)),
    medianMs: median(server),
    p95Ms: percentile(server, 95),
    roundTripMedianMs: median(list.map((r) => r.roundTrip)),
  }
}

function printSizes(kind, size) {
  console.log(`search (${kind}, ${size.products.toLocaleString('en')} products):`)
  const groups = [...Object.entries(size.groups), ['ALL', size.all]]
  printTable(
    groups.map(([group, g]) => ({
      group,
      queries: g.queries,
      'matches (median)': g.medianMatches,
      'server median': ms(g.medianMs),
      'server p95': ms(g.p95Ms),
      'round trip median': ms(g.roundTripMedianMs),
    })),
  )
  console.log(`slowest: ${size.slowest.map((r) => `${r.q ?? r.category} ${ms(r.server)}`)}\n`)
}

async function runOne(kind, { quick }) {
  const target = await createTarget(kind)
  try {
    await (await startServer(target)).stop() // migrations and the sample shop
    // --quick keeps every third query: all kinds, a third of the time.
    const list = queries().filter((_, i) => !quick || i % 3 === 0)
    const sizes = []
    let have = 0
    for (const products of SIZES) {
      const seedMs = await grow(target, have + 1, products)
      have = products
      const results = await measure(target, list)
      const kinds = [...new Set(results.map((r) => r.kind))]
      const size = {
        products,
        seedSeconds: Math.round(seedMs / 100) / 10,
        all: summarise(results),
        groups: Object.fromEntries(
          kinds.map((k) => [k, summarise(results.filter((r) => r.kind === k))]),
        ),
        slowest: [...results].sort((a, b) => b.server - a.server).slice(0, 5),
      }
      printSizes(kind, size)
      sizes.push(size)
    }
    return { database: kind, sizes }
  } finally {
    await target.dispose()
  }
}

export async function run({ databases, quick = false }) {
  const runs = []
  for (const kind of databases) runs.push(await runOne(kind, { quick }))
  return { runs }
}

export function checks(results) {
  return results.runs.flatMap(({ database, sizes }) =>
    sizes.map((size, i) => {
      const budgeted = size.products >= benchProductCount
      const previous = sizes[i - 1]
      return {
        measure: `uncached listing + search, ${size.products.toLocaleString('en')} products`,
        database,
        value: `median ${ms(size.all.medianMs)}, p95 ${ms(size.all.p95Ms)} (${size.all.queries} queries)`,
        reference: previous
          ? `${previous.products.toLocaleString('en')}: median ${ms(previous.all.medianMs)}`
          : undefined,
        budget: budgeted ? `median < ${TARGET_MEDIAN_MS} ms` : undefined,
        ok: budgeted ? size.all.medianMs < TARGET_MEDIAN_MS : undefined,
      }
    }),
  )
}

await standalone(import.meta.url, { run, checks })
