import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseUrlFor, uniqueDatabaseName, withAdminClient } from './test/test-database'

/**
 * The real process, as `npm start` runs it: first start migrates and seeds the
 * configured database (PGlite here, PostgreSQL when the suite runs on it), one
 * process per embedded data folder, and a clean exit on SIGTERM.
 */
const template = inject('databaseTemplate')
let dataDir: string
let databaseUrl: string | undefined
let dropDatabase = async () => {}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'first-admin-password',
      EDITOR_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 1000; i++) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready')
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return res
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not become healthy')
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-process-'))
  if (template.kind === 'postgres') {
    const name = uniqueDatabaseName('meatshop_process')
    await withAdminClient(template.serverUrl!, (c) => c.query(`CREATE DATABASE "${name}"`))
    databaseUrl = databaseUrlFor(template.serverUrl!, name)
    dropDatabase = () =>
      withAdminClient(template.serverUrl!, (c) =>
        c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => {})
  }
})
afterAll(async () => {
  await dropDatabase()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process', () => {
  it('migrates and seeds an empty database, prints the generated password once, and stops cleanly on SIGTERM', async () => {
    const port = await freePort()
    const server = startServer(port)
    const health = await waitForHealth(port, server.child)
    expect(await health.json()).toEqual({ status: 'ok' })
    const site = await (await fetch(`http://127.0.0.1:${port}/api/site`)).json()
    expect(site.siteName).toBe('Prime Cuts Butchery')

    // Only the editor's password was missing, so only it is printed.
    expect(server.output()).toMatch(/First editor account created[\s\S]*password: \S{20,}/)
    expect(server.output()).not.toContain('first-admin-password')

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@primecuts.ph', password: 'first-admin-password' }),
    })
    expect(login.status).toBe(200)

    if (!databaseUrl) {
      // A second server on the same embedded data folder is refused, not allowed to corrupt it.
      const second = startServer(await freePort())
      expect(await second.exited).toBe(1)
      expect(second.output()).toMatch(/is in use by process \d+/)
    }

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false)
    // A first start migrates and seeds: on a loaded 2-core machine that can take a while.
  }, 120_000)

  it('starts again on the same data without seeding or printing passwords again', async () => {
    const port = await freePort()
    const server = startServer(port)
    await waitForHealth(port, server.child)
    expect(server.output()).not.toContain('account created')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)
})
