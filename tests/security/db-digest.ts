import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'

/**
 * Tables a refused request may change, and why:
 * - rate_limit_counters holds the rate-limit and failed-sign-in counters
 *   (src/server/http/rate-limit.ts, staff/login-throttle.ts): counting refused
 *   requests is its whole purpose, so a 401 or 429 moves it.
 * And columns a refused request may change:
 * - sessions.last_seen_at: any request with a session cookie uses the session, which
 *   slides its idle timeout (staff/session-repo.ts). The rest of `sessions` stays in the
 *   digest: a refused request must not create or end one.
 */
export const tablesChangedByRefusals = new Set(['rate_limit_counters'])
const columnsChangedByRefusals: Record<string, string> = { sessions: 'last_seen_at' }

/**
 * One md5 per data table of the public schema, read in one round trip: two equal
 * digests mean no row was added, removed or changed. Rows are ordered by their
 * text form, so the physical order PostgreSQL keeps them in does not matter.
 */
export async function dataDigest(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const names = tables.map((t) => t.name).filter((name) => !tablesChangedByRefusals.has(name))
  const parts = names.map((name) => {
    const skipped = columnsChangedByRefusals[name]
    const row = skipped ? sql`(to_jsonb(r) - ${skipped}::text)::text` : sql`r::text`
    return sql`select ${name}::text as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${sql.identifier(name)} r`
  })
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `))
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]))
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
