import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm'
import type { AdminStatusFilter } from '#shared/schemas/admin-catalog.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import { containsPattern, normaliseSearch, searchCanMatch } from './search-pattern.ts'

/**
 * What every back-office list shares: the page answer, the visibility filter and the
 * case-insensitive search over a few columns.
 */

/** The page answer of every back-office list. */
export function adminPage<T>(
  items: T[],
  total: number,
  { page, pageSize }: { page: number; pageSize: number },
): AdminPage<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) }
}

/** The status filter as a condition, or undefined for 'all'. */
export function visibilityWhere(column: AnyColumn, status: AdminStatusFilter): SQL | undefined {
  return status === 'all' ? undefined : eq(column, status)
}

/**
 * Case-insensitive contains over `columns`, `%`, `_` and `\` taken literally;
 * undefined without a search, null when the search can match nothing.
 */
export function searchWhere(q: string, columns: readonly AnyColumn[]): SQL | undefined | null {
  const text = normaliseSearch(q)
  if (text === null) return undefined
  if (!searchCanMatch(text)) return null
  const pattern = containsPattern(text.toLowerCase())
  return sql`(${sql.join(
    columns.map((c) => sql`lower(${c}) like ${pattern}`),
    sql` or `,
  )})`
}
