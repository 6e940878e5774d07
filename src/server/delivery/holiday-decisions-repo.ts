import { and, eq, gte, lte } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { holidayDecisions } from '#server/db/schema/delivery.ts'

export type HolidayDecision = 'closed' | 'open'

/** The holiday dates from `from` to `to` the admin has answered ('closed' or 'open'). */
export async function decidedHolidayDates(
  db: Queryable,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidayDecisions.holidayDate })
    .from(holidayDecisions)
    .where(and(gte(holidayDecisions.holidayDate, from), lte(holidayDecisions.holidayDate, to)))
  return new Set(rows.map((r) => r.date))
}

/** Records (or replaces) the admin's answer to a holiday. */
export async function recordHolidayDecision(
  db: Queryable,
  answer: {
    date: string
    name: string
    decision: HolidayDecision
    decidedByName: string
    now: Date
  },
): Promise<void> {
  const values = {
    name: answer.name,
    decision: answer.decision,
    decidedByName: answer.decidedByName,
    decidedAt: answer.now,
  }
  await db
    .insert(holidayDecisions)
    .values({ holidayDate: answer.date, ...values })
    .onConflictDoUpdate({ target: holidayDecisions.holidayDate, set: values })
}

/** A closed holiday opened again: its answer becomes 'open' (still answered, not offered again). */
export async function reopenHolidayDecision(
  db: Queryable,
  answer: { date: string; decidedByName: string; now: Date },
): Promise<void> {
  await db
    .update(holidayDecisions)
    .set({ decision: 'open', decidedByName: answer.decidedByName, decidedAt: answer.now })
    .where(eq(holidayDecisions.holidayDate, answer.date))
}
