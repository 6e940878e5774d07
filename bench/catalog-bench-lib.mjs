// Shared plumbing for the catalog benches: the real built server (dist/server/main.js)
// on a fresh embedded database or a fresh PostgreSQL database, and clean-up after.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, 'dist/server/main.js')

/** Where PostgreSQL runs for the benches; a fresh database is created and dropped on it. */
export const pgServerUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function requireBuild() {
  if (!fs.existsSync(serverEntry)) {
    console.error('No server build: run `npm run build` first.')
    process.exit(1)
  }
}

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
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

/**
 * A place for one run's data: a temp DATA_DIR, plus a new PostgreSQL database for
 * kind 'postgres'. `dispose()` removes both.
 */
export async function createTarget(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-bench-'))
  let databaseUrl
  let dbName
  if (kind === 'postgres') {
    dbName = `meatshop_bench_${randomBytes(4).toString('hex')}`
    await admin(`CREATE DATABASE "${dbName}"`)
    databaseUrl = databaseUrlFor(pgServerUrl, dbName)
  }
  return {
    kind,
    dataDir,
    databaseUrl,
    async dispose() {
      if (dbName) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts `node dist/server/main.js` on the target. Its stdout goes to `onStdout` when
 * given (to read the request log), else to a file in the data folder.
 */
export async function startServer(target, { logLevel = 'warn', onStdout } = {}) {
  const port = await freePort()
  const logFile = fs.openSync(path.join(target.dataDir, 'server.log'), 'a')
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      LOG_LEVEL: logLevel,
      ADMIN_PASSWORD: 'bench-admin-password',
      EDITOR_PASSWORD: 'bench-editor-password',
    },
    stdio: ['ignore', onStdout ? 'pipe' : logFile, logFile],
  })
  if (onStdout) {
    let buffered = ''
    child.stdout.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop()
      for (const line of lines) onStdout(line)
    })
  }
  let stopping = false
  const exited = new Promise((resolve) => child.on('exit', resolve))
  exited.then((code, signal) => {
    if (!stopping) console.error(`server on ${target.kind} exited unexpectedly (${code ?? signal})`)
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited; see ${target.dataDir}/server.log`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    if (i > 600) throw new Error('server did not become healthy in 60 s')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    base,
    port,
    async stop() {
      stopping = true
      child.kill('SIGTERM')
      await exited
      fs.closeSync(logFile)
    },
  }
}

export const median = (values) => percentile(values, 50)

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]
}

export function printTable(rows) {
  const columns = Object.keys(rows[0] ?? {})
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')
  console.log(line(columns))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(columns.map((c) => row[c])))
}
