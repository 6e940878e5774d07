import type { AppDeps } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { isIsoDate } from '#shared/delivery-schedule.ts'
import { recordHolidayDecision } from './holiday-decisions-repo.ts'
import { holidaySuggestions } from './holidays.ts'

/** 'Keep open' on a holiday suggestion: the admin's answer, so it is not suggested again. */
export async function keepHolidayOpen(
  deps: AppDeps,
  date: string,
  staffName: string,
): Promise<void> {
  const suggestion = isIsoDate(date)
    ? (await holidaySuggestions(deps.db, deps.now())).find((h) => h.date === date)
    : undefined
  if (!suggestion) throw notFound('That holiday')
  await recordHolidayDecision(deps.db, {
    date,
    name: suggestion.name,
    decision: 'open',
    decidedByName: staffName,
    now: deps.now(),
  })
}
