import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { adminPage, searchWhere } from '#server/db/paging.ts'
import { subscribers } from '#server/db/schema/shop.ts'
import { DAY_MS } from '#shared/durations.ts'
import { startOfManilaDay } from '#shared/manila-time.ts'
import type {
  AdminSubscriber,
  AdminSubscriberList,
  AdminSubscribersQuery,
  SubscriberFilter,
  SubscriberRange,
} from '#shared/schemas/admin-subscribers.ts'
import { SUBSCRIBER_PAGE_SIZE } from '#shared/schemas/admin-subscribers.ts'

/**
 * Adds an address unless it is already there. One statement whichever way it
 * goes (ON CONFLICT DO NOTHING on the unique email), so the public form does the
 * same work for a new and a known address. Returns whether a row was added, for
 * callers allowed to know (the admin's 'Duplicate Email').
 */
export async function addSubscriber(
  db: Queryable,
  input: { email: string; source: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: input.email, source: input.source, createdAt: input.now })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id })
  return inserted.length > 0
}

/** Removes the given subscribers in one statement; returns how many there were. */
export async function deleteSubscribers(db: Queryable, ids: readonly number[]): Promise<number> {
  const deleted = await db
    .delete(subscribers)
    .where(inArray(subscribers.id, [...ids]))
    .returning({ id: subscribers.id })
  return deleted.length
}

/** The earliest instant a range keeps, or null for 'all' (docs/product-rules.md §9). */
function rangeStart(range: SubscriberRange, now: Date): Date | null {
  switch (range) {
    case 'all':
      return null
    case 'today':
      return startOfManilaDay(now)
    case '7d':
      return new Date(now.getTime() - 7 * DAY_MS)
    case '30d':
      return new Date(now.getTime() - 30 * DAY_MS)
  }
}

/** Search over the email and the date range; null when the search can match nothing. */
function whereOf(filter: SubscriberFilter, now: Date): SQL | undefined | null {
  const search = searchWhere(filter.q, [subscribers.email])
  if (search === null) return null
  const start = rangeStart(filter.range, now)
  return and(search, start ? gte(subscribers.createdAt, start) : undefined)
}

/** Ids break ties between addresses added in the same instant. */
function orderOf(filter: SubscriberFilter) {
  return filter.sort === 'oldest'
    ? [asc(subscribers.createdAt), asc(subscribers.id)]
    : [desc(subscribers.createdAt), desc(subscribers.id)]
}

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  createdAt: subscribers.createdAt,
  source: subscribers.source,
  status: subscribers.status,
}
type SubscriberRow = Omit<AdminSubscriber, 'createdAt'> & { createdAt: Date }

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

export async function listSubscribers(
  db: Queryable,
  query: AdminSubscribersQuery,
  now: Date,
): Promise<AdminSubscriberList> {
  const paging = { page: query.page, pageSize: SUBSCRIBER_PAGE_SIZE }
  const where = whereOf(query, now)
  if (where === null) return adminPage([], 0, paging)
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(subscribers)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(SUBSCRIBER_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIBER_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(where),
  ])
  return adminPage(rows.map(toAdminSubscriber), Number(count?.n ?? 0), paging)
}

/** Every subscriber the filters select, in the list's order, for the CSV export. */
export async function subscribersForExport(
  db: Queryable,
  filter: SubscriberFilter,
  now: Date,
): Promise<SubscriberRow[]> {
  const where = whereOf(filter, now)
  if (where === null) return []
  return db
    .select(columns)
    .from(subscribers)
    .where(where)
    .orderBy(...orderOf(filter))
}

export async function findSubscriberByEmail(
  db: Queryable,
  email: string,
): Promise<AdminSubscriber | null> {
  const [row] = await db.select(columns).from(subscribers).where(eq(subscribers.email, email))
  return row ? toAdminSubscriber(row) : null
}
