import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { seedOnce } from '#server/db/seed/seed.ts'
import {
  databaseUrlFor,
  type TemplateRef,
  uniqueDatabaseName,
  withAdminClient,
} from './test-database.ts'
import { testDatabaseUrl } from './test-env.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef
  }
}

/** Migrates and seeds one template database for the whole API test run. */
export default async function setup(project: TestProject) {
  const serverUrl = testDatabaseUrl()
  const seedDate = new Date()
  if (serverUrl) {
    const name = uniqueDatabaseName('meatshop_template')
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 2 })
    await runMigrations(handle)
    await seedOnce(handle.db, seedDate)
    await handle.close()
    project.provide('databaseTemplate', { kind: 'postgres', location: name, serverUrl })
    return async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      )
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-template-'))
  const handle = await openDatabase({})
  await runMigrations(handle)
  await seedOnce(handle.db, seedDate)
  const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
    .$client
  const dump = await client.dumpDataDir('none')
  const location = path.join(dir, 'template.tar')
  fs.writeFileSync(location, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  project.provide('databaseTemplate', { kind: 'pglite', location })
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
