import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { seedOnce } from '#server/db/seed/seed.ts'
import { ensureFirstStaff, type GeneratedCredential } from '#server/staff/first-staff.ts'
import type { Config } from './config.ts'

export interface ReadyDatabase {
  handle: DatabaseHandle
  seeded: boolean
  generatedCredentials: GeneratedCredential[]
}

/**
 * Opens the configured database, brings its schema up to date and seeds a new shop.
 * No holiday is closed here: the admin answers each as a suggestion in Settings
 * (docs/decisions/0077-closing-a-date-that-holds-orders.md).
 */
export async function startDatabase(config: Config, now = new Date()): Promise<ReadyDatabase> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  })
  try {
    await runMigrations(handle)
    const seeded = await seedOnce(handle.db, now)
    const generatedCredentials = await ensureFirstStaff(handle.db, config.firstStaff, now)
    return { handle, seeded, generatedCredentials }
  } catch (err) {
    await handle.close().catch(() => {})
    throw err
  }
}
