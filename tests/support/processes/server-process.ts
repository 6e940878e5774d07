import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import {
  databaseUrlFor,
  uniqueDatabaseName,
  withAdminClient,
} from '#tests/support/test-database.ts'
import { childProcessEnv } from '#tests/support/test-env.ts'
import { freePort, spawnNode, waitForHealth } from './server-launch.mjs'

export { freePort, waitForHealth }

/**
 * The real server process for tests that need one (start-up, shutdown, crashes):
 * `src/server/main.ts` under tsx, on a fresh embedded data folder, or on a fresh
 * PostgreSQL database when the API suite runs on PostgreSQL.
 */
export interface ServerData {
  dataDir: string
  databaseUrl: string | undefined
  remove(): Promise<void>
}

/**
 * The PostgreSQL server the suite runs on (TEST_DATABASE_URL), or an error saying how
 * to provide one. Tests that need two processes on one database cannot run on the
 * embedded database (one process per data folder), and a skipped test would read as
 * a pass, so they fail with this instead.
 */
export function requirePostgresServer(): string {
  const { serverUrl } = inject('databaseTemplate')
  if (!serverUrl) {
    throw new Error(
      'This test needs PostgreSQL: run it with TEST_DATABASE_URL set, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:resilience',
    )
  }
  return serverUrl
}

/**
 * A fresh data folder, plus a fresh PostgreSQL database when the suite runs on one.
 * `kind` picks the database regardless of the suite's: 'pglite' for the embedded one,
 * 'postgres' (which then requires TEST_DATABASE_URL).
 */
export async function freshServerData(
  prefix: string,
  kind: 'pglite' | 'postgres' = inject('databaseTemplate').kind,
): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  if (kind !== 'postgres') {
    return {
      dataDir,
      databaseUrl: undefined,
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const serverUrl = requirePostgresServer()
  const name = uniqueDatabaseName(prefix.replace(/\W/g, '_'))
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`))
  return {
    dataDir,
    databaseUrl: databaseUrlFor(serverUrl, name),
    remove: async () => {
      await withAdminClient(serverUrl, (c) =>
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
  const { child, exited, output } = spawnNode(['--import', 'tsx', 'src/server/main.ts'], {
    env: childProcessEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    }),
  })
  return { child, port, base: `http://127.0.0.1:${port}`, exited, output }
}

/** Spawns the server on `data` and waits until it is healthy. */
export async function startServer(
  data: ServerData,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await spawnServer(data, {
    // Set, so no generated password is printed into the test output.
    ADMIN_PASSWORD: 'resilience-admin-password',
    EDITOR_PASSWORD: 'resilience-editor-password',
    ...env,
  })
  await waitForHealth(server)
  return server
}

/** SIGTERM, then the exit code (0 for a clean stop). */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited
  server.child.kill('SIGTERM')
  return server.exited
}

/**
 * The server's database opened directly by the test: on PostgreSQL at any time, on
 * the embedded database only while no server runs (PGlite allows one process).
 */
export async function withServerDatabase<T>(
  data: ServerData,
  run: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: data.databaseUrl,
    pgliteDir: data.databaseUrl ? undefined : path.join(data.dataDir, 'db'),
    poolSize: 2,
  })
  try {
    return await run(handle)
  } finally {
    await handle.close()
  }
}
