// Uncached listing reads at 100,000 products (issue 3 "Speed": median server time
// under 30 ms on PGlite and on PostgreSQL).
//
// For each database: start the built server once on a fresh database (migrations and
// sample data), stop it, bulk-insert 100,000 products, VACUUM ANALYZE, start it again
// with LOG_LEVEL=info and send listing requests one at a time, every one a different
// query (so none is a cache hit). Server time is the `ms` of the request log (routing,
// queries, JSON); round trip is what the client saw.
//
//   npm run build && node bench/catalog-search.mjs [--only pglite|postgres]
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import {
  createTarget,
  median,
  percentile,
  printTable,
  requireBuild,
  startServer,
} from './catalog-bench-lib.mjs'
import { benchProductCount, searchTerms, seedSql } from './catalog-search-seed.mjs'

const { values: args } = parseArgs({ options: { only: { type: 'string' } } })
const TARGET_MEDIAN_MS = 30
const categories = ['all', 'beef', 'pork', 'chicken', 'seafood']
const sorts = ['name', 'price-asc', 'price-desc']

requireBuild()

async function seed(target) {
  const started = performance.now()
  if (target.kind === 'pglite') {
    const db = await PGlite.create({
      dataDir: path.join(target.dataDir, 'db'),
      extensions: { pg_trgm },
    })
    await db.exec(seedSql())
    // One statement per call: VACUUM refuses to run inside the implicit transaction
    // that a multi-statement string gets.
    await db.exec('vacuum analyze products')
    await db.exec('vacuum analyze product_images')
    await db.close()
  } else {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    await client.query(seedSql())
    await client.query('vacuum analyze products')
    await client.query('vacuum analyze product_images')
    await client.end()
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

async function run(kind) {
  const target = await createTarget(kind)
  let server
  try {
    server = await startServer(target)
    await server.stop()
    const seedMs = await seed(target)
    const serverTimes = []
    server = await startServer(target, {
      logLevel: 'info',
      onStdout: (line) => {
        if (!line.includes('"msg":"request"')) return
        const entry = JSON.parse(line)
        if (entry.path === '/api/catalog/products') serverTimes.push(entry.ms)
      },
    })
    const results = []
    // Warm the database's caches and the JIT with queries not measured below.
    for (const q of ['warm', 'steak', 'fresh']) {
      await fetch(`${server.base}/api/catalog/products?q=${q}`).then((r) => r.arrayBuffer())
    }
    for (const query of queries()) {
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
    return { seedMs, results }
  } finally {
    await server?.stop()
    await target.dispose()
  }
}

const fmt = (ms) => ms.toFixed(1)
const summary = []
for (const kind of args.only ? [args.only] : ['pglite', 'postgres']) {
  console.log(`${kind}: seeding ${benchProductCount.toLocaleString('en')} products...`)
  const { seedMs, results } = await run(kind)
  console.log(`${kind}: seeded in ${(seedMs / 1000).toFixed(1)} s, ${results.length} queries\n`)
  const groups = [...new Set(results.map((r) => r.kind))]
  const rows = groups.map((group) => {
    const list = results.filter((r) => r.kind === group)
    const server = list.map((r) => r.server)
    return {
      group,
      queries: list.length,
      'matches (median)': median(list.map((r) => r.total)),
      'server median ms': fmt(median(server)),
      'server p95 ms': fmt(percentile(server, 95)),
      'round trip median ms': fmt(median(list.map((r) => r.roundTrip))),
    }
  })
  const all = results.map((r) => r.server)
  rows.push({
    group: 'ALL',
    queries: results.length,
    'matches (median)': median(results.map((r) => r.total)),
    'server median ms': fmt(median(all)),
    'server p95 ms': fmt(percentile(all, 95)),
    'round trip median ms': fmt(median(results.map((r) => r.roundTrip))),
  })
  printTable(rows)
  console.log('\nslowest:')
  printTable(
    [...results]
      .sort((a, b) => b.server - a.server)
      .slice(0, 5)
      .map((r) => ({
        q: r.q ?? '',
        category: r.category,
        sort: r.sort,
        page: r.page,
        matches: r.total,
        'server ms': fmt(r.server),
      })),
  )
  console.log('')
  summary.push({ database: kind, median: median(all), p95: percentile(all, 95) })
}
console.log(`Uncached listing at ${benchProductCount.toLocaleString('en')} products:`)
printTable(
  summary.map((s) => ({
    database: s.database,
    'server median ms': fmt(s.median),
    'server p95 ms': fmt(s.p95),
    [`median < ${TARGET_MEDIAN_MS} ms`]: s.median < TARGET_MEDIAN_MS ? 'yes' : 'NO',
  })),
)
if (summary.some((s) => s.median >= TARGET_MEDIAN_MS)) process.exitCode = 1
