import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { pathTextId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { adminOrderView, ORDER } from '#server/orders/admin-order-view.ts'
import {
  paymentEventListSchema,
  refundOnlineRequestSchema,
} from '#shared/schemas/online-payments.ts'
import { adminOrderSchema } from '#shared/schemas/orders.ts'
import { attentionEvents } from './payment-event-list-repo.ts'
import { refundOnline } from './refund-online.ts'

const orderIdOf = (c: Context): string => pathTextId(c.req.param('orderId'), ORDER)

/**
 * `/api/admin/orders/:orderId/payment/refund` (issue 32 §3): 'Refund ₱59.50 through
 * PayMongo', an admin's (refund-online.ts says why and how), answered with the order as
 * it is now. Mounted beside the order desk's routes, behind the same staff session.
 */
export function onlinePaymentAdminRoutes(deps: AppDeps) {
  // The staff check on the route itself: the order desk's module, mounted on the same
  // prefix, already runs its own for every other path.
  return new Hono<AppEnv>().post(
    '/:orderId/payment/refund',
    documented({
      summary: 'Refund through PayMongo what packing lighter left over (admins)',
      description:
        'The same requestKey on the same order refunds once and answers as the first time. 422 when the amount is more than is open, or PayMongo refused it; 502 when PayMongo could not be reached (nothing refunded, try again).',
      tags: ['orders'],
      answers: { 200: adminOrderSchema },
    }),
    requireStaff(deps),
    validate('json', refundOnlineRequestSchema),
    async (c) => {
      const orderId = orderIdOf(c)
      await refundOnline(deps, orderId, c.req.valid('json'), c.get('staff'))
      return c.json(await adminOrderView(deps, orderId))
    },
  )
}

/**
 * `/api/admin/payment-events` (issue 32 §5): the payment gateway's events staff must look
 * at (no order matches, the amount differs, paid after cancelling), newest first; those
 * naming no order too. Any staff member.
 */
export function paymentEventAdminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireStaff(deps)).get(
    '/',
    documented({
      summary: 'Payment events needing attention, newest first',
      tags: ['orders'],
      answers: { 200: paymentEventListSchema },
    }),
    async (c) => c.json(await attentionEvents(deps.db)),
  )
}
