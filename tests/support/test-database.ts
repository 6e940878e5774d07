import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts'

/**
 * Databases for API tests. Migrating takes seconds, so the global setup migrates
 * and seeds one template; each test file then gets its own copy of it:
 * - PGlite: a tarball of the template's data directory, loaded in memory;
 * - PostgreSQL (TEST_DATABASE_URL): `CREATE DATABASE ... TEMPLATE`, dropped afterwards.
 */
export interface TemplateRef {
  kind: 'pglite' | 'postgres'
  /** PGlite: path of the tarball. PostgreSQL: the server URL and template database name. */
  location: string
  serverUrl?: string
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
}

export async function cloneTemplate(template: TemplateRef): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(template.location)])
    return openDatabase({ pgliteSnapshot: snapshot })
  }
  const serverUrl = template.serverUrl!
  const name = uniqueDatabaseName('meatshop_test')
  await withAdminClient(serverUrl, async (client) => {
    // Copies from one template can collide while another copy starts; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.location}"`)
        return
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err
        await new Promise((r) => setTimeout(r, 100 + attempt * 50))
      }
    }
  })
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 5 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      )
    },
  }
}
