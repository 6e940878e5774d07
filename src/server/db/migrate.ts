import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle } from './client.ts'

/**
 * Finds the committed SQL migrations (`drizzle/`) from wherever this module runs:
 * src/server/db under tsx, or the bundled dist/server.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle')
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    dir = path.dirname(dir)
  }
  throw new Error('Could not find the drizzle/ migrations folder')
}

/** Any fixed number; every process agrees on it so only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_320_451

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsDir = migrationsFolder()
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir })
    return
  }
  // Several processes may start together against one PostgreSQL: serialise them on
  // an advisory lock held by one dedicated connection for the whole migration.
  const pool = (handle.db as unknown as NodePgDatabase & { $client: import('pg').Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    const { drizzle } = await import('drizzle-orm/node-postgres')
    await migrateNodePg(drizzle(client), { migrationsFolder: migrationsDir })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    client.release()
  }
}

export async function databaseAnswers(handle: Pick<DatabaseHandle, 'db'>): Promise<boolean> {
  try {
    await handle.db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
