import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { childProcessEnv } from '../config'
import { databaseUrlFor, uniqueDatabaseName, withAdminClient } from './test-database'

/**
 * The real server process for tests that need one (start-up, shutdown, crashes):
 * `src/server/main.ts` under tsx, on a fresh embedded data folder, or on a fresh
 * PostgreSQL database when the API suite runs on PostgreSQL.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface ServerData {
  dataDir: string
  databaseUrl: string | undefined
  remove(): Promise<void>
}

/** A fresh data folder, plus a fresh PostgreSQL database when the suite runs on one. */
export async function freshServerData(prefix: string): Promise<ServerData> {
  const template = inject('databaseTemplate')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  if (template.kind !== 'postgres') {
    return {
      dataDir,
      databaseUrl: undefined,
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = uniqueDatabaseName(prefix.replace(/\W/g, '_'))
  await withAdminClient(template.serverUrl!, (c) => c.query(`CREATE DATABASE "${name}"`))
  return {
    dataDir,
    databaseUrl: databaseUrlFor(template.serverUrl!, name),
    remove: async () => {
      await withAdminClient(template.serverUrl!, (c) =>
        c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      )
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  base: string
  exited: Promise<number | null>
  output(): string
}

/** Starts the server on `data` with production settings and `env` on top; does not wait. */
export async function spawnServer(
  data: ServerData,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: childProcessEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output: () => output }
}

/** Waits until /api/health answers 200 (a first start migrates and seeds: allow time). */
export async function waitForHealth(server: ServerProcess): Promise<Response> {
  for (let i = 0; i < 1000; i++) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited before it was ready:\n${server.output()}`)
    try {
      const res = await fetch(`${server.base}/api/health`)
      if (res.ok) return res
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not become healthy')
}
