import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { notFound } from '#server/http/errors.ts'
import { isIsoDate } from '#shared/delivery-schedule.ts'
import { removeClosedDate } from './closed-dates-repo.ts'
import { reopenHolidayDecision } from './holiday-decisions-repo.ts'

const CLOSED_DATE = 'That closed date'

/**
 * Opens a closed date again (404 when it is not closed). A holiday closed through its
 * suggestion is now answered 'open'; `/api/site` is served from the catalog cache, so
 * it is emptied in the same transaction.
 */
export async function reopenClosedDate(
  deps: AppDeps,
  date: string,
  staffName: string,
): Promise<void> {
  if (!isIsoDate(date)) throw notFound(CLOSED_DATE)
  const removed = await deps.db.transaction(async (tx) => {
    const done = await removeClosedDate(tx, date)
    if (done) {
      await reopenHolidayDecision(tx, { date, decidedByName: staffName, now: deps.now() })
      await notifyCatalogChanged(tx, deps.catalogCache)
    }
    return done
  })
  if (!removed) throw notFound(CLOSED_DATE)
}
