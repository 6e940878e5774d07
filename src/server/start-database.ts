import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { seedOnce } from '#server/db/seed/seed.ts'
import { ensureHolidayClosedDates } from '#server/delivery/holidays.ts'
import { ensureFirstStaff, type GeneratedCredential } from '#server/staff/first-staff.ts'
import type { Config } from './config.ts'

export interface ReadyDatabase {
  handle: DatabaseHandle
  seeded: boolean
  generatedCredentials: GeneratedCredential[]
}

/**
 * Opens the configured database, brings its schema up to date, seeds a new shop and
 * preloads the closed dates with this year's and next year's holidays (once per year).
 */
export async function startDatabase(config: Config, now = new Date()): Promise<ReadyDatabase> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  })
  try {
    await runMigrations(handle)
    const seeded = await seedOnce(handle.db, now)
    await ensureHolidayClosedDates(handle.db, now)
    const generatedCredentials = await ensureFirstStaff(handle.db, config.firstStaff, now)
    return { handle, seeded, generatedCredentials }
  } catch (err) {
    await handle.close().catch(() => {})
    throw err
  }
}
