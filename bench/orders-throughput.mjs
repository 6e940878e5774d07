// Placing orders under load vs one empty transaction (issue 4 "Speed").
//
// Starts the built server (`npm run build` first) on a fresh embedded database and
// then on a fresh PostgreSQL database. Each run: a first start migrates and seeds;
// with the server stopped, 20 products with plenty of stock are inserted through the
// database driver and the cost of an empty transaction (`begin; commit`) is timed on
// the same database; the server starts again and 50 concurrent shoppers POST
// /api/orders (1 kg of a random product, a unique idempotency key each) for the
// duration. Afterwards, with the server stopped again, the database is checked:
// no kilogram oversold (per product, initial - current stock = grams in order items,
// and no stock below zero) and no order lost (every 201's order id is stored).
//
//   node bench/orders-throughput.mjs [--duration 10] [--only pglite|postgres]
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import autocannon from 'autocannon'
import pg from 'pg'
import { createTarget, printTable, requireBuild, root, startServer } from './catalog-bench-lib.mjs'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
})
const duration = Number(args.duration)
const SHOPPERS = 50
const PRODUCTS = 20
const INITIAL_STOCK_GRAMS = 1_000_000_000 // 1,000 t: never the limit in 10 s
const TX_SECONDS = 3

requireBuild()

/** One SQL interface over both drivers: `query(text, params) -> rows`, `close()`. */
async function openDriver(target) {
  if (target.kind === 'pglite') {
    const db = await PGlite.create({
      dataDir: path.join(target.dataDir, 'db'),
      extensions: { pg_trgm },
    })
    return {
      query: async (text, params) => (await db.query(text, params)).rows,
      close: () => db.close(),
      /** PGlite has one connection: transactions run one after another. */
      async emptyTransactions() {
        const one = () => db.query('begin').then(() => db.query('commit'))
        return { sequential: await countFor(TX_SECONDS, one) }
      },
    }
  }
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: SHOPPERS })
  pool.on('error', () => {})
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    close: () => pool.end(),
    async emptyTransactions() {
      const clients = await Promise.all(Array.from({ length: SHOPPERS }, () => pool.connect()))
      try {
        const one = (client) => client.query('begin').then(() => client.query('commit'))
        const sequential = await countFor(TX_SECONDS, () => one(clients[0]))
        const concurrent = await countConcurrently(TX_SECONDS, clients, one)
        return { sequential, concurrent }
      } finally {
        for (const client of clients) client.release()
      }
    },
  }
}

/** Runs `step` back to back for `seconds`; transactions per second. */
async function countFor(seconds, step) {
  const end = performance.now() + seconds * 1000
  const start = performance.now()
  let n = 0
  while (performance.now() < end) {
    await step()
    n++
  }
  return n / ((performance.now() - start) / 1000)
}

/** Each client runs `step` back to back for `seconds`; total transactions per second. */
async function countConcurrently(seconds, clients, step) {
  const start = performance.now()
  const end = start + seconds * 1000
  let n = 0
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < end) {
        await step(client)
        n++
      }
    }),
  )
  return n / ((performance.now() - start) / 1000)
}

async function insertProducts(driver, kind) {
  const ids = []
  const tag = randomBytes(3).toString('hex')
  for (let i = 0; i < PRODUCTS; i++) {
    const [row] = await driver.query(
      `insert into products (name, category, cut_type, price_centavos, sku, stock_grams, min_order_grams)
       values ($1, 'beef', 'Bench cut', 50000, $2, $3, 1000) returning id`,
      [`Bench ${kind} product ${i + 1}`, `BENCH-${tag}-${i + 1}`, INITIAL_STOCK_GRAMS],
    )
    ids.push(row.id)
  }
  return ids
}

function orderBody(zoneId, productId, key) {
  return JSON.stringify({
    fullName: 'Bench Shopper',
    email: 'bench@example.com',
    phone: '+63 917 123 4567',
    address: '1 Bench St',
    city: 'Makati',
    postalCode: '1200',
    zoneId,
    paymentMethod: 'cod',
    lines: [{ kind: 'product', productId, unit: 'kg', quantity: 1 }],
    idempotencyKey: key,
  })
}

/** 50 shoppers for `seconds`; the order ids of every 201, and autocannon's result. */
function shop(base, zoneId, productIds, seconds) {
  const acknowledged = []
  const statuses = new Map()
  let counter = 0
  const run = randomBytes(4).toString('hex')
  return new Promise((resolve, reject) => {
    let firstError
    const instance = autocannon(
      {
        url: `${base}/api/orders`,
        connections: SHOPPERS,
        duration: seconds,
        timeout: 30, // an overloaded server is slow, not wrong: measure it, do not cut it off
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest(request) {
              const productId = productIds[Math.floor(Math.random() * productIds.length)]
              request.body = orderBody(zoneId, productId, `bench-${run}-${++counter}-key`)
              return request
            },
            onResponse(status, body) {
              statuses.set(status, (statuses.get(status) ?? 0) + 1)
              if (status === 201) acknowledged.push(JSON.parse(body).orderId)
            },
          },
        ],
      },
      (err, result) =>
        err ? reject(err) : resolve({ result, acknowledged, statuses, firstError }),
    )
    instance.on('reqError', (err) => {
      firstError ??= err
    })
  })
}

async function verify(driver, productIds, acknowledged) {
  const stock = await driver.query('select id, stock_grams from products where id = any($1)', [
    productIds,
  ])
  const taken = await driver.query(
    `select product_id, coalesce(sum(weight_grams), 0)::bigint as grams
       from order_items where product_id = any($1) group by product_id`,
    [productIds],
  )
  const takenBy = new Map(taken.map((r) => [r.product_id, Number(r.grams)]))
  let oversoldGrams = 0
  let negative = 0
  for (const row of stock) {
    if (row.stock_grams < 0) negative++
    const mismatch = INITIAL_STOCK_GRAMS - row.stock_grams - (takenBy.get(row.id) ?? 0)
    oversoldGrams += Math.abs(mismatch)
  }
  const stored = new Set(
    (
      await driver.query('select order_id from orders where order_id = any($1)', [acknowledged])
    ).map((r) => r.order_id),
  )
  const lost = acknowledged.filter((id) => !stored.has(id)).length
  const [{ n: ordersStored }] = await driver.query(
    `select count(*)::int as n from orders o
      where exists (select 1 from order_items i where i.order_id = o.order_id and i.product_id = any($1))`,
    [productIds],
  )
  const [{ n: withoutItems }] = await driver.query(
    `select count(*)::int as n from orders o
      where not exists (select 1 from order_items i where i.order_id = o.order_id)`,
  )
  return { oversoldGrams, negative, lost, ordersStored, withoutItems }
}

async function run(kind) {
  const target = await createTarget(kind)
  let server
  let driver
  try {
    // First start: migrations and the sample shop. Then products, with the server stopped.
    server = await startServer(target)
    const options = await (await fetch(`${server.base}/api/checkout/options`)).json()
    const zoneId = options.zones[0].id
    await server.stop()
    server = undefined

    driver = await openDriver(target)
    const productIds = await insertProducts(driver, kind)
    const tx = await driver.emptyTransactions()
    await driver.close()
    driver = undefined

    server = await startServer(target)
    await shop(server.base, zoneId, productIds, 1) // warm-up: JIT, pool connections
    const { result, acknowledged, statuses, firstError } = await shop(
      server.base,
      zoneId,
      productIds,
      duration,
    )
    await server.stop()
    server = undefined

    driver = await openDriver(target)
    const check = await verify(driver, productIds, acknowledged)
    const ordersPerSecond = acknowledged.length / result.duration
    const txPerSecond = tx.concurrent ?? tx.sequential
    const refused = Object.fromEntries([...statuses].filter(([s]) => s !== 201))
    if (Object.keys(refused).length > 0) console.error(`${kind}: answers other than 201:`, refused)
    if (firstError) console.error(`${kind}: ${result.errors} request errors, first: ${firstError}`)
    return {
      database: kind,
      'orders/s': Math.round(ordersPerSecond),
      'p99 ms': result.latency.p99,
      'empty tx/s': Math.round(txPerSecond),
      'tx mode': tx.concurrent ? `${SHOPPERS} clients` : 'sequential',
      'sequential tx/s': Math.round(tx.sequential),
      'order/tx cost': `${(txPerSecond / ordersPerSecond).toFixed(1)}x`,
      acknowledged: acknowledged.length,
      'non-201': result.non2xx,
      'req errors': result.errors,
      'oversold kg': check.oversoldGrams / 1000,
      'negative stock': check.negative,
      'lost orders': check.lost,
      'orders w/o items': check.withoutItems,
      ok:
        check.oversoldGrams === 0 &&
        check.negative === 0 &&
        check.lost === 0 &&
        check.withoutItems === 0 &&
        result.non2xx === 0 &&
        acknowledged.length > 0
          ? 'yes'
          : 'NO',
    }
  } finally {
    await driver?.close().catch(() => {})
    await server?.stop()
    await target.dispose()
  }
}

const kinds = args.only ? [args.only] : ['pglite', 'postgres']
const rows = []
for (const kind of kinds) {
  console.log(`${kind}: ${SHOPPERS} shoppers over ${PRODUCTS} products for ${duration} s...`)
  rows.push(await run(kind))
}
console.log(`\nPOST /api/orders, autocannon ${SHOPPERS} connections, ${duration} s, 1 kg each:`)
printTable(rows)

const resultsDir = path.join(root, 'bench/results')
fs.mkdirSync(resultsDir, { recursive: true })
fs.writeFileSync(
  path.join(resultsDir, 'orders.json'),
  `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: duration, shoppers: SHOPPERS, products: PRODUCTS, rows }, null, 2)}\n`,
)
if (rows.some((r) => r.ok !== 'yes')) process.exitCode = 1
