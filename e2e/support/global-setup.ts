import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FullConfig } from '@playwright/test'
import { loadConfig } from '#server/config.ts'
import { deliveryWindows } from '#server/db/schema/delivery.ts'
import { createSession, SESSION_COOKIE } from '#server/staff/session-repo.ts'
import { findStaffByEmail } from '#server/staff/staff-repo.ts'
import { startDatabase } from '#server/start-database.ts'
import { MAX_WINDOW_CAPACITY } from '#shared/schemas/delivery.ts'
import {
  freePort,
  prepareAppFolder,
  waitForHealth,
} from '#tests/support/processes/server-launch.mjs'
import { e2eEnv, type SessionPoolFile, type StaffAccount, type StaffRole } from './env.ts'
import { type RunningServer, serverState } from './server-state.ts'
import { spawnShopServer } from './shop-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const clientIndex = path.join(root, 'dist', 'client', 'index.html')
const serverMain = path.join(root, 'dist', 'server', 'main.js')

/** Known first-staff accounts; the login journeys type these into the real form. */
const staff: Record<StaffRole, StaffAccount> = {
  admin: { name: 'Ana Admin', email: 'admin@e2e.test', password: 'e2e-admin-password-123' },
  editor: { name: 'Eddie Editor', email: 'editor@e2e.test', password: 'e2e-editor-password-123' },
}

/** Sessions per role in one pool slot, and slots per worker (restarted workers claim new ones). */
const sessionsPerSlot = 25
const slotsPerWorker = 4
const sessionTtlMs = 6 * 60 * 60 * 1000
/**
 * The shared server starts on a database this setup already migrated and seeded, but
 * on a busy two-core machine (other suites, a build) opening it takes longer than 30 s.
 */
const healthTimeoutMs = 90_000

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

function ensureBuilt(): void {
  if (!fs.existsSync(clientIndex) || !fs.existsSync(serverMain)) {
    process.stdout.write('[e2e] dist/ is missing: running `npm run build`\n')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    return
  }
  const built = Math.min(fs.statSync(clientIndex).mtimeMs, fs.statSync(serverMain).mtimeMs)
  const sources = Math.max(
    ...['web', 'server', 'shared'].map((d) => newestMtime(path.join(root, 'src', d))),
  )
  if (sources > built) {
    process.stdout.write(
      '[e2e] warning: src/ changed after the last build; these tests run dist/ (run `npm run build`)\n',
    )
  }
}

/** The environment of the server, also used in-process to create the database the same way. */
function serverEnv(dataDir: string, port: number): Record<string, string> {
  return {
    // The tests' own setting: the built-in sample store behind /store (a live shop, under
    // production, has none without HOSTED_STORE_URL, DESIGN.md §4).
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: staff.admin.email,
    ADMIN_PASSWORD: staff.admin.password,
    ADMIN_NAME: staff.admin.name,
    EDITOR_EMAIL: staff.editor.email,
    EDITOR_PASSWORD: staff.editor.password,
    EDITOR_NAME: staff.editor.name,
    // Each test is a shopper of its own address (fixtures.ts sends X-Forwarded-For), as
    // real shoppers are: the per-address caps (open cash-on-delivery orders) count each
    // journey alone, not the whole run from 127.0.0.1.
    TRUST_PROXY: '1',
  }
}

async function prepareDatabase(
  env: Record<string, string>,
  slotCount: number,
): Promise<SessionPoolFile> {
  const config = loadConfig(env)
  const { handle } = await startDatabase(config)
  try {
    const userIds = {} as Record<StaffRole, number>
    for (const role of ['admin', 'editor'] as const) {
      const user = await findStaffByEmail(handle.db, staff[role].email)
      if (!user || user.role !== role) throw new Error(`first ${role} account was not created`)
      userIds[role] = user.id
    }
    // The seeded zones' windows are shared by every journey that checks out without a
    // zone of its own (dozens a run, at the same few windows): no room for a race that
    // fills one while a journey is at checkout. Journeys about capacity make their own
    // zones (createScheduledZone, createTestDeliveryZone).
    await handle.db.update(deliveryWindows).set({ capacity: MAX_WINDOW_CAPACITY })
    const now = new Date()
    // One transaction: hundreds of small writes, one commit.
    const slots = await handle.db.transaction(async (tx) => {
      const made: SessionPoolFile['slots'] = []
      for (let s = 0; s < slotCount; s++) {
        const slot: Record<StaffRole, string[]> = { admin: [], editor: [] }
        for (const role of ['admin', 'editor'] as const) {
          for (let i = 0; i < sessionsPerSlot; i++) {
            const { token } = await createSession(tx, {
              userId: userIds[role],
              ttlMs: sessionTtlMs,
              now,
            })
            slot[role].push(token)
          }
        }
        made.push(slot)
      }
      return made
    })
    return { cookieName: SESSION_COOKIE, staff, slots }
  } finally {
    await handle.close()
  }
}

/** Assets named by index.html that are missing from `clientDir` (a build still being written). */
function missingAssets(clientDir: string): string[] {
  const indexFile = path.join(clientDir, 'index.html')
  if (!fs.existsSync(indexFile)) return ['index.html']
  const html = fs.readFileSync(indexFile, 'utf8')
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!)
  return referenced.filter((asset) => !fs.existsSync(path.join(clientDir, asset)))
}

/**
 * Copies the build (and the migrations it applies) into the run's temporary folder
 * and runs it from there, so a `npm run build` during the run (which empties
 * dist/client) cannot pull the assets from under the server. Packages resolve
 * through a node_modules link; package.json keeps the bundle an ES module.
 */
async function snapshotApp(tmpDir: string): Promise<string> {
  const appDir = path.join(tmpDir, 'app')
  const distCopy = path.join(appDir, 'dist')
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(distCopy, { recursive: true, force: true })
    fs.cpSync(path.join(root, 'dist'), distCopy, { recursive: true })
    const missing = missingAssets(path.join(distCopy, 'client'))
    if (missing.length === 0 && fs.existsSync(path.join(distCopy, 'server', 'main.js'))) break
    if (attempt === 5) {
      throw new Error(
        `dist/ is incomplete (missing ${missing.join(', ') || 'server/main.js'}): run \`npm run build\``,
      )
    }
    // Probably a build running right now: let it finish and copy again.
    await new Promise((r) => setTimeout(r, 1_000))
  }
  prepareAppFolder(root, appDir)
  return path.join(distCopy, 'server', 'main.js')
}

function startServer(env: Record<string, string>, main: string, logFile: string): RunningServer {
  const { child, output } = spawnShopServer(main, env, logFile)
  const server: RunningServer = {
    child,
    output,
    ready: false,
    stopping: false,
    exit: undefined,
  }
  child.on('exit', (code, signal) => {
    server.exit = { code, signal }
    if (server.ready && !server.stopping) {
      process.stderr.write(
        `\n[e2e] THE SERVER DIED during the run (code ${code}, signal ${signal}). Its output:\n${output()}\n\n`,
      )
    }
  })
  return server
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  ensureBuilt()
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-e2e-'))
  const dataDir = path.join(tmpDir, 'data')
  const claimsDir = path.join(tmpDir, 'claims')
  const poolFile = path.join(tmpDir, 'session-pool.json')
  const logFile = path.join(tmpDir, 'server.log')
  fs.mkdirSync(claimsDir)
  process.env[e2eEnv.tmpDir] = tmpDir

  try {
    const port = await freePort()
    const env = serverEnv(dataDir, port)
    const slotCount = Math.max(1, config.workers) * slotsPerWorker
    const pool = await prepareDatabase(env, slotCount)
    fs.writeFileSync(poolFile, JSON.stringify(pool))

    const server = startServer(env, await snapshotApp(tmpDir), logFile)
    serverState.set(server)
    const baseURL = `http://127.0.0.1:${port}`
    await waitForHealth({ ...server, base: baseURL }, { timeoutMs: healthTimeoutMs })
    server.ready = true

    process.env[e2eEnv.baseURL] = baseURL
    process.env[e2eEnv.sessionPool] = poolFile
    process.env[e2eEnv.claimsDir] = claimsDir
    process.env[e2eEnv.serverPid] = String(server.child.pid)
    process.env[e2eEnv.serverLog] = logFile
  } catch (error) {
    // Playwright may skip the teardown when the setup fails: clean up here.
    const server = serverState.get()
    if (server && !server.exit) {
      server.stopping = true
      server.child.kill('SIGKILL')
    }
    serverState.clear()
    fs.rmSync(tmpDir, { recursive: true, force: true })
    throw error
  }
}
