import { asc, eq, gte } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { closedDates, holidayYears } from '#server/db/schema/delivery.ts'
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

/**
 * Adds one year's holidays as closed dates, once: the year is recorded in the same
 * transaction, and a year already recorded adds nothing, so a holiday the admin
 * removed stays removed. Safe when several processes start at once: the second insert
 * of the year waits on the first's primary key and then finds it taken. Returns how
 * many dates were added (0 when the year was loaded before).
 */
export function addHolidayYear(
  db: Database,
  year: number,
  holidays: readonly ClosedDate[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(holidayYears)
      .values({ year, loadedAt: now })
      .onConflictDoNothing()
      .returning({ year: holidayYears.year })
    if (claimed.length === 0 || holidays.length === 0) return 0
    const added = await tx
      .insert(closedDates)
      .values(holidays.map((h) => ({ closedDate: h.date, name: h.name, createdAt: now })))
      // A date the staff closed already keeps their reason.
      .onConflictDoNothing()
      .returning({ date: closedDates.closedDate })
    return added.length
  })
}
