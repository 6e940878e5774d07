// Shared plumbing for every bench: the real built server (dist/server/main.js) on a
// fresh embedded database or a fresh PostgreSQL database, a SQL driver on the same
// database, the server's memory from /proc, and clean-up after.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { freePort, spawnNode, waitForHealth } from '#tests/support/processes/server-launch.mjs'

export const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, 'dist/server/main.js')

/** Where PostgreSQL runs for the benches; a fresh database is created and dropped on it. */
export const pgServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function requireBuild() {
  if (!fs.existsSync(serverEntry)) throw new Error('No server build: run `npm run build` first.')
}

export function databaseUrlFor(serverUrl, name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin(query) {
  const client = new pg.Client({ connectionString: pgServerUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** Servers and targets still up, so an interrupted run stops and drops them. */
const liveServers = new Set()
const live = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const child of liveServers) child.kill('SIGTERM')
    await Promise.allSettled([...live].map((target) => target.dispose()))
    process.exit(130)
  })
}

/**
 * A place for one run's data: a temp DATA_DIR, plus a new PostgreSQL database for
 * kind 'postgres'. `dispose()` removes both.
 */
export async function createTarget(kind) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown database '${kind}'`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-bench-'))
  let databaseUrl
  let dbName
  if (kind === 'postgres') {
    dbName = `meatshop_bench_${randomBytes(4).toString('hex')}`
    await admin(`CREATE DATABASE "${dbName}"`)
    databaseUrl = databaseUrlFor(pgServerUrl, dbName)
  }
  const target = {
    kind,
    dataDir,
    databaseUrl,
    async dispose() {
      live.delete(target)
      if (dbName) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  live.add(target)
  return target
}

/**
 * The storefront pages the page benches load: home, the listing, the first product
 * and the first hosted-store product, each with the product name its page must show
 * (null where no single name is the page's main content).
 */
export async function storefrontPages(base) {
  const listing = await (await fetch(`${base}/api/catalog/products`)).json()
  const hosted = await (await fetch(`${base}/api/hosted/products`)).json()
  return [
    { path: '/', name: null },
    { path: '/products', name: null },
    { path: `/product/${listing.items[0].id}`, name: listing.items[0].name },
    { path: `/store/${hosted.items[0].id}`, name: hosted.items[0].name },
  ]
}

/** Resident memory of a process in bytes: now (VmRSS) and its peak so far (VmHWM). */
export function processMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024
  return { rss: kb('VmRSS'), peakRss: kb('VmHWM') }
}

/**
 * Restarts the peak (VmHWM) from the current RSS (Linux: "5" to clear_refs), so a
 * later peak is the one under load, not start-up's (migrations and seeding take
 * PGlite's memory far above its steady state). False where not allowed.
 */
export function resetPeakMemory(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/**
 * Starts `node dist/server/main.js` on the target. Its stdout goes to `onStdout` when
 * given (to read the request log), else to a file in the data folder.
 */
export async function startServer(
  target,
  { logLevel = 'warn', onStdout, sampleHostedStore = false } = {},
) {
  requireBuild()
  const port = await freePort()
  const { child, exited, output } = spawnNode([serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      // A live shop has no hosted store without HOSTED_STORE_URL (DESIGN.md §4): the page
      // benches that load /store/:id run the built-in sample store, which only the tests get.
      NODE_ENV: sampleHostedStore ? 'test' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      LOG_LEVEL: logLevel,
      ADMIN_PASSWORD: 'bench-admin-password',
      EDITOR_PASSWORD: 'bench-editor-password',
    },
    logFile: path.join(target.dataDir, 'server.log'),
    onStdoutLine: onStdout,
  })
  let stopping = false
  liveServers.add(child)
  exited.then(() => liveServers.delete(child))
  exited.then((code) => {
    if (!stopping) console.error(`server on ${target.kind} exited unexpectedly (${code})`)
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth({ child, base, output })
  } catch (error) {
    stopping = true
    child.kill('SIGTERM')
    throw error
  }
  return {
    base,
    port,
    pid: child.pid,
    memory: () => processMemory(child.pid),
    resetPeakMemory: () => resetPeakMemory(child.pid),
    async stop() {
      stopping = true
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * SQL on the target's database while the server is stopped (PGlite allows one
 * process on its data folder): `query(text, params) -> rows`, `exec(sql)`, `close()`.
 * `raw` is the PGlite instance or the pg.Pool, for benches that need more.
 */
export async function openDatabase(target, { poolSize = 10 } = {}) {
  if (target.kind === 'pglite') {
    const db = await PGlite.create({
      dataDir: path.join(target.dataDir, 'db'),
      extensions: { pg_trgm },
    })
    return {
      raw: db,
      query: async (text, params) => (await db.query(text, params)).rows,
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    }
  }
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: poolSize })
  pool.on('error', () => {})
  return {
    raw: pool,
    query: async (text, params) => (await pool.query(text, params)).rows,
    exec: (sql) => pool.query(sql),
    close: () => pool.end(),
  }
}

/** Debian Chromium's flags for the benches (as playwright.config.ts launches it). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The share of the machine's CPU time spent busy over `ms` (0 to 1), from os.cpus(). */
export async function cpuBusy(ms = 1000) {
  const sample = () =>
    os.cpus().reduce(
      (sum, { times }) => {
        const total = times.user + times.nice + times.sys + times.idle + times.irq
        return { busy: sum.busy + total - times.idle, total: sum.total + total }
      },
      { busy: 0, total: 0 },
    )
  const before = sample()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const after = sample()
  const total = after.total - before.total
  return total > 0 ? (after.busy - before.busy) / total : 0
}

/**
 * Waits until the machine is quiet: less than `maxBusy` of its CPU busy over a second,
 * for up to `timeoutMs`. A score taken while other work (a test suite, a build) shares
 * the two cores reads that work, not the page: Lighthouse's simulation multiplies the
 * main thread's observed tasks by four (issue 26). Resolves with the last reading and
 * whether it was quiet.
 */
export async function waitForQuietMachine({ maxBusy = 0.2, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  let busy = await cpuBusy()
  while (busy >= maxBusy && Date.now() < deadline) busy = await cpuBusy()
  return { busy: Number(busy.toFixed(2)), quiet: busy < maxBusy }
}
