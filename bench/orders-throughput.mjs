// Placing orders under load vs one empty transaction (issue 4 "Speed").
//
// Starts the built server (`npm run build` first) on a fresh embedded database and
// then on a fresh PostgreSQL database. Each run: a first start migrates and seeds;
// with the server stopped, 20 products with plenty of stock are inserted through the
// database driver and the cost of an empty transaction (`begin; commit`) is timed on
// the same database; the server starts again and 50 concurrent shoppers POST
// /api/orders (1 kg of a random product, a unique idempotency key each) for the
// duration. Every order is a shopper of its own (email, phone and, through
// X-Forwarded-For with TRUST_PROXY=1, client address), as in production: the shop
// caps the open orders per email and phone and the orders per address. Afterwards, with the server stopped again, the database is checked:
// no kilogram oversold (per product, initial - current stock = grams in order items,
// and no stock below zero) and no order lost (every 201's order id is stored).
//
//   node bench/orders-throughput.mjs [--db pglite,postgres] [--quick]
import { randomBytes } from 'node:crypto'
import { cannon, standalone } from './bench-cli.mjs'
import { createTarget, openDatabase, startServer } from './bench-lib.mjs'
import { benchOrder, firstZoneId, insertBenchProducts } from './bench-shop.mjs'

const SHOPPERS = 50
const PRODUCTS = 20
const INITIAL_STOCK_GRAMS = 1_000_000_000 // 1,000 t: never the limit in 10 s
const TX_SECONDS = 3

/** Runs `step` back to back for `seconds`; transactions per second. */
async function countFor(seconds, step) {
  const start = performance.now()
  const end = start + seconds * 1000
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

/**
 * The reference: empty transactions (`begin; commit`) on the same database, one after
 * another, and on PostgreSQL also from 50 clients at once as the shoppers are.
 * PGlite has one connection: its transactions always run one after another.
 */
async function emptyTransactions(target, db, seconds) {
  if (target.kind === 'pglite') {
    const one = () => db.raw.query('begin').then(() => db.raw.query('commit'))
    return { sequential: await countFor(seconds, one) }
  }
  const clients = await Promise.all(Array.from({ length: SHOPPERS }, () => db.raw.connect()))
  try {
    const one = (client) => client.query('begin').then(() => client.query('commit'))
    const sequential = await countFor(seconds, () => one(clients[0]))
    const concurrent = await countConcurrently(seconds, clients, one)
    return { sequential, concurrent }
  } finally {
    for (const client of clients) client.release()
  }
}

/** The nth shopper of a run: its own email, phone and client address. */
function shopper(run, n) {
  return {
    email: `bench-${run}-${n}@example.com`,
    phone: `+63 9${String(n).padStart(9, '0')}`,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  }
}

// `_zoneId`: Metro Manila's; since issue 28 §10 the zone follows from the city sent.
function orderBody(_zoneId, productId, key, who) {
  return JSON.stringify(benchOrder(who, productId, key))
}

/** A capacity no run fills, written straight to the database (as bench/delivery-throughput.mjs does). */
const UNFILLABLE_CAPACITY = 1_000_000

let shopCalls = 0

/** 50 shoppers for `{ duration }` seconds or `{ amount }` orders; the order ids of every 201, and autocannon's result. */
async function shop(base, zoneId, productIds, length) {
  const acknowledged = []
  const statuses = {}
  // Shoppers are numbered from a new block each call: the warm-up and the measured run
  // share the database, and a phone may only hold a few open orders.
  let counter = shopCalls++ * 10_000_000
  const run = randomBytes(4).toString('hex')
  const result = await cannon({
    url: `${base}/api/orders`,
    connections: SHOPPERS,
    ...length,
    timeout: 30, // an overloaded server is slow, not wrong: measure it, do not cut it off
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest(request) {
          const productId = productIds[Math.floor(Math.random() * productIds.length)]
          const n = ++counter
          const who = shopper(run, n)
          request.body = orderBody(zoneId, productId, `bench-${run}-${n}-key`, who)
          request.headers = { ...request.headers, 'x-forwarded-for': who.address }
          return request
        },
        onResponse(status, body) {
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 201) acknowledged.push(JSON.parse(body).orderId)
        },
      },
    ],
  })
  return { result, acknowledged, statuses }
}

/**
 * The server as the shoppers reach it: behind one trusted proxy, which names each
 * shopper's address in X-Forwarded-For. bench-lib's startServer passes this process's
 * environment on, so TRUST_PROXY is set for that call only.
 */
async function startShopServer(target) {
  const before = process.env.TRUST_PROXY
  process.env.TRUST_PROXY = '1'
  try {
    return await startServer(target)
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = before
  }
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

async function runOne(kind, { seconds }) {
  const target = await createTarget(kind)
  let server
  let db
  try {
    // First start: migrations and the sample shop. Then products, with the server stopped.
    server = await startServer(target)
    const zoneId = await firstZoneId(server)
    await server.stop()
    server = undefined

    db = await openDatabase(target, { poolSize: SHOPPERS })
    const productIds = await insertBenchProducts(db, {
      name: `Bench ${kind}`,
      sku: `BENCH-${randomBytes(3).toString('hex')}`,
      count: PRODUCTS,
      stockGrams: INITIAL_STOCK_GRAMS,
    })
    // Orders take the zone's first window with room: with the sample capacities a
    // 10 s run fills the coming days' windows, and what is measured here is the
    // checkout, not the calendar (bench/delivery-throughput.mjs measures that).
    await db.query('update delivery_windows set capacity = $1 where zone_id = $2', [
      UNFILLABLE_CAPACITY,
      zoneId,
    ])
    const tx = await emptyTransactions(target, db, TX_SECONDS)
    await db.close()
    db = undefined

    server = await startShopServer(target)
    // Warm-up (JIT, pool connections) by count, not time: autocannon abandons the
    // requests in flight when time is up, and the server would still be working
    // through them when the measured run starts.
    await shop(server.base, zoneId, productIds, { amount: 2 * SHOPPERS })
    const { result, acknowledged, statuses } = await shop(server.base, zoneId, productIds, {
      duration: seconds,
    })
    await server.stop()
    server = undefined

    db = await openDatabase(target)
    const check = await verify(db, productIds, acknowledged)
    const ordersPerSecond = acknowledged.length / result.duration
    const txPerSecond = tx.concurrent ?? tx.sequential
    delete statuses[201]
    if (Object.keys(statuses).length > 0)
      console.error(`${kind}: answers other than 201:`, statuses)
    if (result.firstError)
      console.error(`${kind}: ${result.errors} request errors, first: ${result.firstError}`)
    return {
      database: kind,
      ordersPerSecond: Math.round(ordersPerSecond),
      p99: result.latency.p99,
      emptyTxPerSecond: Math.round(txPerSecond),
      txMode: tx.concurrent ? `${SHOPPERS} clients` : 'sequential',
      sequentialTxPerSecond: Math.round(tx.sequential),
      orderCostInTx: txPerSecond / ordersPerSecond,
      acknowledged: acknowledged.length,
      otherStatuses: statuses,
      non201: result.non2xx,
      requestErrors: result.errors,
      ...check,
    }
  } finally {
    await db?.close().catch(() => {})
    await server?.stop()
    await target.dispose()
  }
}

export async function run({ databases, quick = false }) {
  const seconds = quick ? 5 : 10
  const runs = []
  for (const kind of databases) {
    console.log(`orders (${kind}): ${SHOPPERS} shoppers over ${PRODUCTS} products, ${seconds} s`)
    runs.push(await runOne(kind, { seconds }))
  }
  return { shoppers: SHOPPERS, products: PRODUCTS, seconds, runs }
}

/** Correct first: nothing oversold, nothing lost, every order answered 201. */
const correct = (r) =>
  r.oversoldGrams === 0 &&
  r.negative === 0 &&
  r.lost === 0 &&
  r.withoutItems === 0 &&
  r.non201 === 0 &&
  r.acknowledged > 0

export function checks(results) {
  return results.runs.map((r) => ({
    measure: `checkout, ${results.shoppers} shoppers, ${results.seconds} s`,
    database: r.database,
    value: `${r.ordersPerSecond} orders/s, p99 ${r.p99} ms; ${r.oversoldGrams / 1000} kg oversold, ${r.lost} lost, ${r.non201} non-201`,
    reference: `empty tx ${r.emptyTxPerSecond}/s (${r.txMode}): an order = ${r.orderCostInTx.toFixed(0)} empty tx`,
    budget: 'correct: 0 oversold, 0 lost, all 201',
    ok: correct(r),
  }))
}

await standalone(import.meta.url, { run, checks })
