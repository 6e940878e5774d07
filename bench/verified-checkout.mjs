// Checkout with verified phones vs today's checkout (issue 27 "Speed").
//
// Starts the built server (`npm run build` first) on a fresh embedded database and
// then on a fresh PostgreSQL database, behind one trusted proxy (TRUST_PROXY=1) so
// every shopper has an address of its own. Three measured phases of `seconds` each,
// 50 concurrent shoppers, the same fetch client for all three:
//   - today: the server without an SMS gateway (no verification), each order a new shopper;
//   - verified: the server texting through the Semaphore stand-in process (verification
//     on); each order is from a shopper whose number was verified on their device
//     earlier in the bench (the code read from the stand-in and confirmed), so the
//     order carries the device cookie and the server checks it is verified;
//   - new number: the whole first checkout of a new shopper, Place Order (202, the
//     code texted at once), the code read from the stand-in, and Place Order again
//     with it (201). Two requests and a text per order.
// The budget: verified ≥ 80 % of today's orders per second, in the same run.
//
//   node bench/verified-checkout.mjs [--db pglite,postgres] [--quick]
import { spawn } from 'node:child_process'
import path from 'node:path'
import { standalone } from './bench-cli.mjs'
import { createTarget, openDatabase, root, startServer } from './bench-lib.mjs'
import { benchOrder, firstZoneId, insertBenchProducts } from './bench-shop.mjs'

const SHOPPERS = 50
const STOCK_GRAMS = 1_000_000_000
const API_KEY = 'bench-semaphore-key'

/** The Semaphore stand-in as a process of its own, with room for the bench's rate. */
async function startStandIn() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'tests/support/sms/semaphore-stand-in.ts'),
      '--api-key',
      API_KEY,
      '--calls-per-minute',
      '1000000',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code})`)))
    child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk).split('\n')[0]).port))
  })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    async codeFor(number) {
      for (let i = 0; i < 100; i++) {
        const messages = await (await fetch(`${url}/__messages?number=${number}`)).json()
        const code = messages
          .findLast((m) => /\b\d{6}\b/.test(m.message))
          ?.message.match(/\b(\d{6})\b/)?.[1]
        if (code) return code
        await new Promise((r) => setTimeout(r, 20))
      }
      throw new Error(`no code reached ${number}`)
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/** Starts the shop with these extra settings for this call only (startServer passes process.env on). */
async function startWith(target, env) {
  const before = { ...process.env }
  Object.assign(process.env, env)
  try {
    return await startServer(target)
  } finally {
    for (const key of Object.keys(env)) {
      if (before[key] === undefined) delete process.env[key]
      else process.env[key] = before[key]
    }
  }
}

let shopperCounter = 0
function newShopper() {
  const n = ++shopperCounter
  return {
    n,
    email: `verified-bench-${n}@example.com`,
    phone: `09${String(100_000_000 + n).slice(-9)}`,
    number: `09${String(100_000_000 + n).slice(-9)}`,
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    cookie: undefined,
  }
}

function orderBody(ctx, who, extra = {}) {
  const productId = ctx.productIds[Math.floor(Math.random() * ctx.productIds.length)]
  const key = `verified-bench-${who.n}-${Math.random().toString(36).slice(2)}-key`
  return JSON.stringify({ ...benchOrder(who, productId, key), ...extra })
}

async function post(ctx, who, extra) {
  const res = await fetch(`${ctx.base}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': who.address,
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    body: orderBody(ctx, who, extra),
  })
  const cookie = res.headers.get('set-cookie')
  if (cookie) who.cookie = cookie.split(';')[0]
  const body = await res.json()
  return { status: res.status, body }
}

/** The whole first checkout of a new shopper with verification on: 202, the code, 201. */
async function firstCheckout(ctx, sms) {
  const who = newShopper()
  const asked = await post(ctx, who)
  if (asked.status !== 202) return { who, status: asked.status }
  const code = await sms.codeFor(who.number)
  const placed = await post(ctx, who, { verificationCode: code })
  return { who, status: placed.status }
}

/** 50 shoppers for `seconds`, each running `step` back to back; orders per second and statuses. */
async function measure(seconds, step) {
  const statuses = {}
  let placed = 0
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (performance.now() < end) {
        const status = await step()
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status === 201) placed++
      }
    }),
  )
  return { ordersPerSecond: placed / ((performance.now() - start) / 1000), statuses }
}

async function runOne(kind, { seconds }) {
  const target = await createTarget(kind)
  const sms = await startStandIn()
  let server
  try {
    server = await startServer(target)
    const zoneId = await firstZoneId(server)
    await server.stop()
    server = undefined
    const db = await openDatabase(target)
    const productIds = await insertBenchProducts(db, {
      name: `Verified bench ${kind}`,
      sku: `VBENCH-${kind}`,
      count: 20,
      stockGrams: STOCK_GRAMS,
    })
    await db.query('update delivery_windows set capacity = 1000000 where zone_id = $1', [zoneId])
    await db.close()

    // Today: no gateway, no verification.
    server = await startWith(target, { TRUST_PROXY: '1' })
    let ctx = { base: server.base, zoneId, productIds }
    await measure(2, async () => (await post(ctx, newShopper())).status) // warm-up
    const today = await measure(seconds, async () => (await post(ctx, newShopper())).status)
    await server.stop()
    server = undefined

    // With the gateway: verification on (the setting's default).
    server = await startWith(target, {
      TRUST_PROXY: '1',
      SMS_PROVIDER: 'semaphore',
      SEMAPHORE_API_KEY: API_KEY,
      SEMAPHORE_API_URL: sms.url,
    })
    ctx = { base: server.base, zoneId, productIds }
    // Shoppers verified earlier (each placed a first order then): the returning shoppers.
    // Twice as long, so enough are verified for the returning phase (two orders each,
    // within the three open orders a verified number may hold).
    const verified = []
    const firstCheckouts = await measure(2 * seconds, async () => {
      const { who, status } = await firstCheckout(ctx, sms)
      if (status === 201) verified.push(who)
      return status
    })
    const newNumber = firstCheckouts
    let next = 0
    const returning = await measure(seconds, async () => {
      const turn = next++
      const who = verified[turn % verified.length]
      if (turn >= 2 * verified.length) return 'no verified shopper left'
      return (await post(ctx, who)).status
    })
    await server.stop()
    server = undefined
    return {
      database: kind,
      today: Math.round(today.ordersPerSecond * 10) / 10,
      verified: Math.round(returning.ordersPerSecond * 10) / 10,
      newNumber: Math.round(newNumber.ordersPerSecond * 10) / 10,
      ratio: returning.ordersPerSecond / today.ordersPerSecond,
      newNumberRatio: newNumber.ordersPerSecond / today.ordersPerSecond,
      statuses: {
        today: today.statuses,
        verified: returning.statuses,
        newNumber: newNumber.statuses,
      },
    }
  } finally {
    await server?.stop()
    await sms.stop()
    await target.dispose()
  }
}

export async function run({ databases, quick = false }) {
  const seconds = quick ? 4 : 8
  const runs = []
  for (const kind of databases) {
    console.log(`verified checkout (${kind}): ${SHOPPERS} shoppers, ${seconds} s a phase`)
    runs.push(await runOne(kind, { seconds }))
  }
  return { shoppers: SHOPPERS, seconds, runs }
}

const onlyPlaced = (statuses) => Object.keys(statuses).every((s) => s === '201')

export function checks(results) {
  return results.runs.map((r) => ({
    measure: `checkout with verified numbers, ${results.shoppers} shoppers`,
    database: r.database,
    value: `${r.verified} orders/s verified (${(r.ratio * 100).toFixed(0)} %); a new number's whole first checkout ${r.newNumber}/s (${(r.newNumberRatio * 100).toFixed(0)} %)`,
    reference: `today ${r.today} orders/s (no verification), same run`,
    budget: 'verified ≥ 80 % of today; every order 201',
    ok:
      r.ratio >= 0.8 &&
      onlyPlaced(r.statuses.today) &&
      onlyPlaced(r.statuses.verified) &&
      onlyPlaced(r.statuses.newNumber),
  }))
}

await standalone(import.meta.url, { run, checks })
