import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { type AppError, notFound, validationFailed } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { type ClosedDateHoldsOrdersBody, closedDateMessages } from '#shared/closed-dates.ts'
import { formatDeliveryDate, formatDeliveryWindow, isIsoDate } from '#shared/delivery-schedule.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import {
  type AdminDeliverySchedule,
  type ClosedDateAdded,
  closedDateInputSchema,
  zoneScheduleInputSchema,
} from '#shared/schemas/delivery.ts'
import { closeDate } from './close-date.ts'
import { listClosedDatesFrom, removeClosedDate } from './closed-dates-repo.ts'
import {
  listZoneSchedules,
  saveZoneSchedule,
  type ZoneScheduleRefusal,
} from './delivery-schedule-repo.ts'
import { recordHolidayDecision, reopenHolidayDecision } from './holiday-decisions-repo.ts'
import { holidaySuggestions } from './holidays.ts'

const ZONE = 'That shipping zone'
const CLOSED_DATE = 'That closed date'

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
 * `/api/admin/delivery-schedule` (admin only): each zone's delivery schedule, the
 * shop's closed dates (a date that holds orders closes only with them moved) and the
 * holidays offered as suggestions. `/api/site` (the FAQ's same-day promise) is served from the
 * catalog cache, so every save empties it in its own transaction.
 */
export function adminDeliveryScheduleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/', async (c) => {
      const today = manilaIsoDate(deps.now())
      const [zones, closedDates, holidays] = await Promise.all([
        listZoneSchedules(deps.db),
        listClosedDatesFrom(deps.db, today),
        holidaySuggestions(deps.db, deps.now()),
      ])
      return c.json({
        zones,
        closedDates,
        holidaySuggestions: holidays,
      } satisfies AdminDeliverySchedule)
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
      const outcome = await closeDate(deps, c.req.valid('json'), c.get('staff'))
      if ('closed' in outcome) return c.json(outcome.closed satisfies ClosedDateAdded, 201)
      // Nothing closed: the admin moves the orders (moveTo) or keeps the date open.
      const message = closedDateMessages.holdsOrders(
        outcome.holdsOrders.length,
        c.req.valid('json').date,
      )
      return c.json(
        {
          error: { code: 'conflict', message, fields: { date: message } },
          orders: outcome.holdsOrders,
        } satisfies ClosedDateHoldsOrdersBody,
        409,
      )
    })
    .delete('/closed-dates/:date', async (c) => {
      const date = c.req.param('date')
      if (!isIsoDate(date)) throw notFound(CLOSED_DATE)
      const removed = await deps.db.transaction(async (tx) => {
        const done = await removeClosedDate(tx, date)
        if (done) {
          // A holiday closed through its suggestion is now answered 'open'.
          await reopenHolidayDecision(tx, {
            date,
            decidedByName: c.get('staff').name,
            now: deps.now(),
          })
          await notifyCatalogChanged(tx, deps.catalogCache)
        }
        return done
      })
      if (!removed) throw notFound(CLOSED_DATE)
      return c.body(null, 204)
    })
    .post('/holidays/:date/keep-open', async (c) => {
      const date = c.req.param('date')
      const suggestion = isIsoDate(date)
        ? (await holidaySuggestions(deps.db, deps.now())).find((h) => h.date === date)
        : undefined
      if (!suggestion) throw notFound('That holiday')
      await recordHolidayDecision(deps.db, {
        date,
        name: suggestion.name,
        decision: 'open',
        decidedByName: c.get('staff').name,
        now: deps.now(),
      })
      return c.body(null, 204)
    })
}
