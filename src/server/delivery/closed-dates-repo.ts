import { asc, eq, gte } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { closedDates } from '#server/db/schema/delivery.ts'
import type { ClosedDate } from '#shared/schemas/delivery.ts'

const closedDateColumns = { date: closedDates.closedDate, name: closedDates.name }

/** The shop's closed dates from `today` on, earliest first. */
export function listClosedDatesFrom(db: Queryable, today: string): Promise<ClosedDate[]> {
  return db
    .select(closedDateColumns)
    .from(closedDates)
    .where(gte(closedDates.closedDate, today))
    .orderBy(asc(closedDates.closedDate))
}

/** Closes the shop on a date; null when that date is already closed (the primary key decides). */
export async function addClosedDate(
  db: Queryable,
  closed: ClosedDate & { now: Date },
): Promise<ClosedDate | null> {
  const [row] = await db
    .insert(closedDates)
    .values({ closedDate: closed.date, name: closed.name, createdAt: closed.now })
    .onConflictDoNothing()
    .returning(closedDateColumns)
  return row ?? null
}

/** Opens a closed date again; false when it was not closed. */
export async function removeClosedDate(db: Queryable, date: string): Promise<boolean> {
  const rows = await db
    .delete(closedDates)
    .where(eq(closedDates.closedDate, date))
    .returning({ date: closedDates.closedDate })
  return rows.length > 0
}
