import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { AppError, notFound, validationFailed } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { formatDeliveryDate, formatDeliveryWindow, isIsoDate } from '#shared/delivery-schedule.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import {
  type AdminDeliverySchedule,
  closedDateInputSchema,
  zoneScheduleInputSchema,
} from '#shared/schemas/delivery.ts'
import { addClosedDate, listClosedDatesFrom, removeClosedDate } from './closed-dates-repo.ts'
import {
  listZoneSchedules,
  saveZoneSchedule,
  type ZoneScheduleRefusal,
} from './delivery-schedule-repo.ts'

const ZONE = 'That shipping zone'
const CLOSED_DATE = 'That closed date'

export const closedDateMessages = {
  past: 'Choose today or a later date',
  duplicate: 'That date is already closed.',
} as const

const orderCount = (n: number) => (n === 1 ? '1 order' : `${n} orders`)

/** A refused zone schedule as the 4xx the Settings form shows beside the field. */
function scheduleRefusal(refusal: ZoneScheduleRefusal): AppError {
  const refuse = (field: string, message: string) => validationFailed({ [field]: message }, message)
  switch (refusal.kind) {
    case 'not_found':
      return notFound(ZONE)
    case 'unknown_window':
      return refuse(
        `windows.${refusal.index}`,
        'That delivery window is not in this zone any more. Reload the page and try again.',
      )
    case 'repeated_window':
      return refuse(`windows.${refusal.index}`, 'That delivery window is listed twice.')
    case 'capacity_below_booked':
      return refuse(
        `windows.${refusal.index}.capacity`,
        `${orderCount(refusal.busiest.booked)} ${refusal.busiest.booked === 1 ? 'is' : 'are'} already booked on ${formatDeliveryDate(refusal.busiest.date)}. Capacity cannot be lower.`,
      )
    case 'removed_window_booked':
      return refuse(
        'windows',
        `The ${formatDeliveryWindow(refusal.window)} window holds ${orderCount(refusal.busiest.booked)} on ${formatDeliveryDate(refusal.busiest.date)}. Move ${refusal.busiest.booked === 1 ? 'it' : 'them'} to another window before removing it.`,
      )
  }
}

/**
 * `/api/admin/delivery-schedule` (admin only): each zone's delivery schedule and the
 * shop's closed dates. `/api/site` (the FAQ's same-day promise) is served from the
 * catalog cache, so every save empties it in its own transaction.
 */
export function adminDeliveryScheduleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', async (c) => {
      const today = manilaIsoDate(deps.now())
      const [zones, closedDates] = await Promise.all([
        listZoneSchedules(deps.db),
        listClosedDatesFrom(deps.db, today),
      ])
      return c.json({ zones, closedDates } satisfies AdminDeliverySchedule)
    })
    .put('/zones/:id', validate('json', zoneScheduleInputSchema), async (c) => {
      const zoneId = pathId(c.req.param('id'), ZONE)
      const update = c.req.valid('json')
      const today = manilaIsoDate(deps.now())
      const outcome = await deps.db.transaction(async (tx) => {
        const result = await saveZoneSchedule(tx, zoneId, update, today)
        if ('saved' in result) await notifyCatalogChanged(tx, deps.catalogCache)
        return result
      })
      if ('refused' in outcome) throw scheduleRefusal(outcome.refused)
      return c.json(outcome.saved)
    })
    .post('/closed-dates', validate('json', closedDateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const now = deps.now()
      if (input.date < manilaIsoDate(now))
        throw validationFailed({ date: closedDateMessages.past }, closedDateMessages.past)
      const added = await deps.db.transaction(async (tx) => {
        const row = await addClosedDate(tx, { ...input, now })
        if (row) await notifyCatalogChanged(tx, deps.catalogCache)
        return row
      })
      if (!added)
        throw new AppError(409, 'conflict', closedDateMessages.duplicate, {
          date: closedDateMessages.duplicate,
        })
      return c.json(added, 201)
    })
    .delete('/closed-dates/:date', async (c) => {
      const date = c.req.param('date')
      if (!isIsoDate(date)) throw notFound(CLOSED_DATE)
      const removed = await deps.db.transaction(async (tx) => {
        const done = await removeClosedDate(tx, date)
        if (done) await notifyCatalogChanged(tx, deps.catalogCache)
        return done
      })
      if (!removed) throw notFound(CLOSED_DATE)
      return c.body(null, 204)
    })
}
