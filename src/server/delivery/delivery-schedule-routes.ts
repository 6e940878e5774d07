import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireAdmin } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { type ClosedDateHoldsOrdersBody, closedDateMessages } from '#shared/closed-dates.ts'
import {
  adminDeliveryScheduleSchema,
  adminZoneScheduleSchema,
  type ClosedDateAdded,
  closedDateAddedSchema,
  closedDateInputSchema,
  zoneScheduleInputSchema,
} from '#shared/schemas/delivery.ts'
import { adminDeliverySchedule } from './admin-delivery-schedule.ts'
import { changeZoneSchedule } from './change-zone-schedule.ts'
import { closeDate } from './close-date.ts'
import { keepHolidayOpen } from './keep-holiday-open.ts'
import { reopenClosedDate } from './reopen-closed-date.ts'

const tags: ['delivery'] = ['delivery']

/**
 * `/api/admin/delivery-schedule` (admin only): each zone's delivery schedule, the
 * shop's closed dates (a date that holds orders closes only with them moved) and the
 * holidays offered as suggestions.
 */
export function adminDeliveryScheduleRoutes(deps: AppDeps) {
  /** A change to one date by the signed-in admin, answered 204. */
  const dateAction = (
    summary: string,
    done: string,
    act: (deps: AppDeps, date: string, staffName: string) => Promise<void>,
  ) =>
    [
      documented({ summary, tags, answers: { 204: { description: done } } }),
      async (c: Context<AppEnv>) => {
        await act(deps, c.req.param('date') ?? '', c.get('staff').name)
        return c.body(null, 204)
      },
    ] as const
  return new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get(
      '/',
      documented({
        summary: "Every zone's delivery schedule, the closed dates and the holidays to answer",
        tags,
        answers: { 200: adminDeliveryScheduleSchema },
      }),
      async (c) => c.json(await adminDeliverySchedule(deps)),
    )
    .put(
      '/zones/:id',
      documented({
        summary: "Save one zone's whole delivery schedule",
        tags,
        answers: { 200: adminZoneScheduleSchema },
      }),
      validate('json', zoneScheduleInputSchema),
      async (c) => {
        const zoneId = pathId(c.req.param('id'), 'That shipping zone')
        return c.json(await changeZoneSchedule(deps, zoneId, c.req.valid('json')))
      },
    )
    .post(
      '/closed-dates',
      documented({
        summary: 'Close the shop on a date, moving the orders it holds when asked',
        description:
          'A date that holds orders and no `moveTo` is not closed: 409 with the orders it holds.',
        tags,
        answers: { 201: closedDateAddedSchema },
      }),
      validate('json', closedDateInputSchema),
      async (c) => {
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
      },
    )
    .delete(
      '/closed-dates/:date',
      ...dateAction('Open a closed date again', 'The date is open again', reopenClosedDate),
    )
    .post(
      '/holidays/:date/keep-open',
      ...dateAction(
        'Answer a holiday suggestion: the shop stays open',
        'The holiday is no longer suggested',
        keepHolidayOpen,
      ),
    )
}
