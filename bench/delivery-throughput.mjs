// Checkout throughput with delivery dates vs the shop before them (issue 16 "Speed":
// at most 20 % slower than checkout without windows). Why the reference is the previous
// commit's build, run in the same bench run: docs/decisions/0060-delivery-bench-baseline.md.
//
// The baseline: BASELINE_REF (or --baseline-ref) checked out in a git worktree under the
// temp folder, with this repository's node_modules linked in, built there with `npm run
// build`, and started by that commit's own bench/bench-lib.mjs (so its own
// dist/server/main.js, from its own folder). The current build: this repository's dist/
// (`npm run build` first). For each database, each build gets a fresh database: a first
// start migrates and seeds; with the server stopped, 20 products with plenty of stock are
// inserted through the database driver and, for the current build, the Metro Manila
// windows get a capacity no run can fill. Both servers then run side by side, behind one
// trusted proxy (TRUST_PROXY=1), and 50 shoppers, each of their own (email, phone and
// X-Forwarded-For), check out 1 kg of a random product in alternating rounds:
//   baseline        the shop before delivery dates (no delivery fields);
//   one window      every shopper books the same Metro Manila window on the same date;
//   three windows   the shoppers spread over the three Metro Manila windows of that date.
// Rounds are counted in orders, not seconds: autocannon abandons the requests in flight
// when time is up, and the server would still be working through them while the next
// round loads the other server. Afterwards, with the servers stopped: every 201's order
// is stored, and no window is overbooked (each window and date's booked counter equals
// the orders holding a place there, and never exceeds its capacity).
//
//   node bench/delivery-throughput.mjs [--db pglite,postgres] [--quick]
//                                      [--baseline-ref <commit>] [--baseline-dir <checkout>]
//
// --baseline-dir  a checkout of the baseline already built (`npm run build` there): no
//                 worktree and no build, for measuring again and again.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { cannon, standalone } from './bench-cli.mjs'
import { createTarget, openDatabase, root, startServer } from './bench-lib.mjs'
import { benchOrder, insertBenchProducts } from './bench-shop.mjs'

/**
 * The last commit before delivery dates (issue 16): the shop whose checkout the
 * reservation must not slow down by more than 20 %. --baseline-ref overrides it.
 */
export const BASELINE_REF = 'a48b357'
const SHOPPERS = 50
const PRODUCTS = 20
const INITIAL_STOCK_GRAMS = 1_000_000_000 // 1,000 t: never the limit
/** Never filled in a run: what is measured is the reservation, not refusals. */
const UNFILLABLE_CAPACITY = 1_000_000
const ZONE_NAME = 'Metro Manila'
/** (one window or three windows) / baseline, orders per second: the budget. */
const MIN_RATIO = 0.8

/** The baseline commit built in a worktree of its own; `remove()` deletes both. */
function buildBaseline(ref) {
  const git = (...args) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`)
    return result.stdout.trim()
  }
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-baseline-')), 'shop')
  git('worktree', 'add', '--detach', dir, commit)
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root })
    fs.rmSync(path.dirname(dir), { recursive: true, force: true })
    spawnSync('git', ['worktree', 'prune'], { cwd: root })
  }
  try {
    // The same packages as the current build: only the shop's own code differs.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    console.log(`building the baseline ${ref} (${commit.slice(0, 10)}) in ${dir}`)
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' })
    if (build.status !== 0) {
      throw new Error(`the baseline build failed:\n${build.stdout}\n${build.stderr}`)
    }
    return { ref, commit, dir, remove }
  } catch (err) {
    remove()
    throw err
  }
}

/**
 * The baseline's own server starter: its bench-lib.mjs runs `dist/server/main.js` from
 * the folder it sits in, so the worktree's build, not this one's.
 */
async function baselineLib(baseline) {
  const file = path.join(baseline.dir, 'bench/bench-lib.mjs')
  if (!fs.existsSync(file)) throw new Error(`${baseline.ref} has no bench/bench-lib.mjs`)
  return import(pathToFileURL(file).href)
}

/**
 * Starts a server as the shoppers reach it: behind one trusted proxy that names each
 * shopper's address in X-Forwarded-For. bench-lib passes this process's environment
 * on, so TRUST_PROXY is set for the call only.
 */
async function startBehindProxy(start, target) {
  const before = process.env.TRUST_PROXY
  process.env.TRUST_PROXY = '1'
  try {
    return await start(target)
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = before
  }
}

async function zoneIdOf(db) {
  const [zone] = await db.query('select id from shipping_zones where zone_name = $1', [ZONE_NAME])
  if (!zone) throw new Error(`no '${ZONE_NAME}' zone in the seeded shop`)
  return zone.id
}

const manilaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date())

function addDays(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * The zone's windows with a capacity no run fills, and a date they all serve: the first
 * delivery day at least two days ahead (so neither the same-day cutoff nor a midnight
 * during the run can refuse it) that is not a closed date.
 */
async function prepareWindows(db, zoneId) {
  await db.query('update delivery_windows set capacity = $1 where zone_id = $2', [
    UNFILLABLE_CAPACITY,
    zoneId,
  ])
  const windows = (
    await db.query('select id from delivery_windows where zone_id = $1 order by starts_minute', [
      zoneId,
    ])
  ).map((w) => w.id)
  const [zone] = await db.query(
    'select delivery_weekdays, booking_days from shipping_zones where id = $1',
    [zoneId],
  )
  const closed = new Set(
    (await db.query(`select to_char(closed_date, 'YYYY-MM-DD') as d from closed_dates`)).map(
      (r) => r.d,
    ),
  )
  const today = manilaToday()
  for (let days = 2; days <= zone.booking_days; days++) {
    const date = addDays(today, days)
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
    if (zone.delivery_weekdays.includes(weekday) && !closed.has(date)) return { windows, date }
  }
  throw new Error(`'${ZONE_NAME}' delivers on no open date in its booking horizon`)
}

/**
 * One body both builds take: today's shop reads the PSGC address (issue 28 §10: the
 * zone follows from the city, Makati, which Metro Manila serves) and ignores the rest;
 * the build from before delivery dates reads `city`, `postalCode` and `zoneId` (Metro
 * Manila's) and ignores the codes.
 */
function orderBody(zoneId, productId, key, who, delivery) {
  return JSON.stringify({
    ...benchOrder(who, productId, key),
    city: 'Makati',
    postalCode: '1200',
    zoneId,
    ...delivery,
  })
}

let shopCalls = 0

/**
 * 50 shoppers place `amount` orders; each shopper is new (email, phone, address): the
 * shop caps the open orders per email and phone and the orders per address.
 * `deliveryFor(n)` is the nth order's delivery fields ({} for the baseline).
 */
async function shop(base, { zoneId, productIds, deliveryFor }, amount) {
  const acknowledged = []
  const statuses = {}
  // A new block of shopper numbers each call: every round shares its database.
  let counter = ++shopCalls * 1_000_000
  const run = randomBytes(4).toString('hex')
  // Timed here, to the last answer: with `amount`, autocannon's duration runs on to its
  // next one-second tick.
  const started = performance.now()
  let lastAnswer = started
  const result = await cannon({
    url: `${base}/api/orders`,
    connections: SHOPPERS,
    amount,
    timeout: 30, // an overloaded server is slow, not wrong: measure it, do not cut it off
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest(request) {
          const productId = productIds[Math.floor(Math.random() * productIds.length)]
          const n = ++counter
          const who = {
            email: `bench-${run}-${n}@example.com`,
            phone: `+63 9${String(n).padStart(9, '0')}`,
          }
          const key = `bench-${run}-${n}-key`
          request.body = orderBody(zoneId, productId, key, who, deliveryFor(n))
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          }
          return request
        },
        onResponse(status, body) {
          lastAnswer = performance.now()
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 201) acknowledged.push(JSON.parse(body).orderId)
        },
      },
    ],
  })
  return { result, acknowledged, statuses, seconds: (lastAnswer - started) / 1000 }
}

/** Every acknowledged order stored; for the current build, no window overbooked. */
async function verify(db, acknowledged, { withWindows }) {
  const stored = new Set(
    (await db.query('select order_id from orders where order_id = any($1)', [acknowledged])).map(
      (r) => r.order_id,
    ),
  )
  const check = { lost: acknowledged.filter((id) => !stored.has(id)).length }
  if (!withWindows) return check
  const places = await db.query(
    `select b.window_id, to_char(b.delivery_date, 'YYYY-MM-DD') as date, b.booked, w.capacity,
            (select count(*)::int from orders o
              where o.delivery_window_id = b.window_id and o.delivery_date = b.delivery_date
                and o.delivery_held) as held
       from delivery_bookings b join delivery_windows w on w.id = b.window_id`,
  )
  const [{ n: unheld }] = await db.query(
    'select count(*)::int as n from orders where order_id = any($1) and not delivery_held',
    [acknowledged],
  )
  check.places = places.map((p) => ({ ...p, booked: Number(p.booked) }))
  check.overbooked = check.places.filter((p) => p.booked !== p.held || p.booked > p.capacity).length
  check.withoutPlace = unheld
  return check
}

/** A fresh database for one build: seeded by a first start, then products (and windows). */
async function prepare(start, kind, label, withWindows) {
  const target = await createTarget(kind)
  try {
    const first = await start(target)
    await first.stop()
    const db = await openDatabase(target)
    try {
      const zoneId = await zoneIdOf(db)
      const productIds = await insertBenchProducts(db, {
        name: `Bench ${label}`,
        sku: `BENCH-${randomBytes(3).toString('hex')}`,
        count: PRODUCTS,
        stockGrams: INITIAL_STOCK_GRAMS,
      })
      const windows = withWindows ? await prepareWindows(db, zoneId) : undefined
      return { target, zoneId, productIds, windows }
    } finally {
      await db.close()
    }
  } catch (err) {
    await target.dispose()
    throw err
  }
}

async function runOne(kind, { baseline, rounds, roundSeconds }) {
  const oldLib = await baselineLib(baseline)
  const before = await prepare(oldLib.startServer, kind, `${kind} baseline`, false)
  let after
  const servers = []
  try {
    after = await prepare(startServer, kind, `${kind} current`, true)
    const oldServer = await startBehindProxy(oldLib.startServer, before.target)
    servers.push(oldServer)
    const newServer = await startBehindProxy(startServer, after.target)
    servers.push(newServer)

    const { windows, date } = after.windows
    const cases = [
      { name: 'baseline', server: oldServer, shop: { ...before, deliveryFor: () => ({}) } },
      {
        name: 'one window',
        server: newServer,
        shop: {
          ...after,
          deliveryFor: () => ({ deliveryDate: date, deliveryWindowId: windows[0] }),
        },
      },
      {
        name: 'three windows',
        server: newServer,
        shop: {
          ...after,
          deliveryFor: (n) => ({
            deliveryDate: date,
            deliveryWindowId: windows[n % windows.length],
          }),
        },
      },
    ]
    // Warm-up (JIT, pool connections), and the baseline's pace: a round is the orders
    // the baseline places in `roundSeconds`, so each case works through the same count.
    for (const c of cases) await shop(c.server.base, c.shop, 2 * SHOPPERS)
    const pace = await shop(oldServer.base, cases[0].shop, 4 * SHOPPERS)
    const perSecond = pace.acknowledged.length / pace.seconds
    const amount = Math.max(
      4 * SHOPPERS,
      Math.round((perSecond * roundSeconds) / SHOPPERS) * SHOPPERS,
    )
    console.log(
      `delivery (${kind}): ${rounds} rounds of ${amount} orders per case, ${SHOPPERS} shoppers; windows ${windows.join(', ')} on ${date}`,
    )

    const totals = new Map(
      cases.map((c) => [
        c.name,
        { seconds: 0, acknowledged: [], statuses: {}, p99: [], errors: 0 },
      ]),
    )
    for (let round = 0; round < rounds; round++) {
      for (const c of cases) {
        const { result, acknowledged, statuses, seconds } = await shop(
          c.server.base,
          c.shop,
          amount,
        )
        const total = totals.get(c.name)
        total.seconds += seconds
        total.acknowledged.push(...acknowledged)
        total.p99.push(result.latency.p99)
        total.errors += result.errors
        for (const [status, n] of Object.entries(statuses))
          total.statuses[status] = (total.statuses[status] ?? 0) + n
        if (result.firstError)
          console.error(`${kind}, ${c.name}: ${result.errors} errors, first: ${result.firstError}`)
      }
    }
    for (const server of servers.splice(0)) await server.stop()

    const checkFor = async (shopData, acknowledged, withWindows) => {
      const db = await openDatabase(shopData.target)
      try {
        return await verify(db, acknowledged, { withWindows })
      } finally {
        await db.close()
      }
    }
    const results = cases.map((c) => {
      const total = totals.get(c.name)
      const others = { ...total.statuses }
      delete others[201]
      return {
        case: c.name,
        ordersPerSecond: total.acknowledged.length / total.seconds,
        p99: Math.max(...total.p99),
        acknowledged: total.acknowledged.length,
        otherStatuses: others,
        requestErrors: total.errors,
      }
    })
    const baselineCheck = await checkFor(before, totals.get('baseline').acknowledged, false)
    const currentCheck = await checkFor(
      after,
      [...totals.get('one window').acknowledged, ...totals.get('three windows').acknowledged],
      true,
    )
    const base = results[0].ordersPerSecond
    return {
      database: kind,
      ordersPerRound: amount,
      date,
      windows,
      cases: results.map((r) => ({ ...r, ratio: r.ordersPerSecond / base })),
      baselineCheck,
      currentCheck,
    }
  } finally {
    for (const server of servers) await server.stop()
    await before.target.dispose()
    await after?.target.dispose()
  }
}

/** A built checkout given by --baseline-dir: used as it is, and left in place. */
function existingBaseline(dir) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' })
  if (head.status !== 0) throw new Error(`--baseline-dir: ${dir} is not a git checkout`)
  if (!fs.existsSync(path.join(dir, 'dist/server/main.js')))
    throw new Error(`--baseline-dir: no build in ${dir}: run \`npm run build\` there`)
  const commit = head.stdout.trim()
  return { ref: commit.slice(0, 7), commit, dir: path.resolve(dir), remove: () => {} }
}

export async function run({
  databases,
  quick = false,
  'baseline-ref': baselineRef,
  'baseline-dir': baselineDir,
}) {
  const rounds = quick ? 1 : 4
  const roundSeconds = quick ? 2 : 3
  const baseline = baselineDir
    ? existingBaseline(baselineDir)
    : buildBaseline(baselineRef ?? BASELINE_REF)
  try {
    const runs = []
    for (const kind of databases) runs.push(await runOne(kind, { baseline, rounds, roundSeconds }))
    return {
      shoppers: SHOPPERS,
      baselineRef: baseline.ref,
      baselineCommit: baseline.commit,
      rounds,
      roundSeconds,
      minRatio: MIN_RATIO,
      runs,
    }
  } finally {
    baseline.remove()
  }
}

/** Correct first: every order 201, none lost, no window overbooked, each holding its place. */
const correct = (run, c) =>
  c.acknowledged > 0 &&
  Object.keys(c.otherStatuses).length === 0 &&
  c.requestErrors === 0 &&
  (c.case === 'baseline'
    ? run.baselineCheck.lost === 0
    : run.currentCheck.lost === 0 &&
      run.currentCheck.overbooked === 0 &&
      run.currentCheck.withoutPlace === 0)

export function checks(results) {
  return results.runs.flatMap((run) => {
    const [base, ...withWindows] = run.cases
    const figure = (c) =>
      `${c.ordersPerSecond.toFixed(0)} orders/s, p99 ${c.p99} ms${correct(run, c) ? '' : ' (INCORRECT: see JSON)'}`
    return withWindows.map((c) => ({
      measure: `checkout, ${results.shoppers} shoppers, ${c.case === 'one window' ? 'all in one delivery window' : 'over three delivery windows'}`,
      database: run.database,
      value: `${(c.ratio * 100).toFixed(1)} %: ${figure(c)}; ${run.currentCheck.overbooked} windows overbooked`,
      reference: `before delivery dates (${results.baselineRef}): ${figure(base)}`,
      budget: `≥ ${MIN_RATIO * 100} % of before, none overbooked`,
      ok: c.ratio >= MIN_RATIO && correct(run, c) && correct(run, base),
    }))
  })
}

await standalone(import.meta.url, {
  options: { 'baseline-ref': { type: 'string' }, 'baseline-dir': { type: 'string' } },
  run,
  checks,
})
