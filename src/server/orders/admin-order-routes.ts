import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { rescheduleDelivery } from '#server/delivery/reschedule-delivery.ts'
import { validationFailed } from '#server/http/errors.ts'
import { documented, type RouteDocs } from '#server/http/openapi.ts'
import { pathId, pathTextId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { markLineUnavailable } from '#server/packing/mark-line-unavailable.ts'
import { recordPackedWeight } from '#server/packing/record-packed-weight.ts'
import { settleBalance } from '#server/packing/settle-balance.ts'
import { rejectPayment, verifyPayment } from '#server/payments/payment-review.ts'
import { staffProofImage } from '#server/payments/staff-proof-image.ts'
import { deliverySlotsSchema, rescheduleDeliverySchema } from '#shared/schemas/delivery.ts'
import {
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  cancelPendingOrdersResultSchema,
  cancelPendingOrdersSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  pendingOrderGroupsSchema,
} from '#shared/schemas/orders.ts'
import { recordPackedWeightSchema } from '#shared/schemas/packing.ts'
import {
  rejectPaymentRequestSchema,
  settleBalanceSchema,
  verifyPaymentSchema,
} from '#shared/schemas/payments.ts'
import { runOutRequestSchema } from '#shared/schemas/run-out.ts'
import { listOrders, ordersForExport, pendingOrderGroups } from './admin-order-repo.ts'
import { adminOrderView, ORDER, staffDeliverySlots } from './admin-order-view.ts'
import { addOrderNote, cancelPendingOrders, changeOrderStatus } from './order-status-change.ts'
import { csvFileName, ordersCsv } from './orders-csv.ts'

/** The export takes the list's filters (search, status, delivery date, 'to verify'), without paging. */
const exportQuerySchema = adminOrdersQuerySchema.omit({ page: true, pageSize: true })

/** The path's order id (text: E2E-…); one that cannot name an order is the usual 404. */
const orderIdOf = (c: Context): string => pathTextId(c.req.param('orderId'), ORDER)

/** A route of the order desk, documented: its one answer, in the `orders` feature. */
const desk = (summary: string, answers: RouteDocs['answers']) =>
  documented({ summary, tags: ['orders'], answers })

/** A change to one order, answered with the order as it is now (201 for a new note). */
const orderChange = (summary: string, status: 200 | 201 = 200) =>
  desk(summary, { [status]: adminOrderSchema })

/** `/api/admin/orders`: the staff's order desk (docs/product-rules.md §2), for editors and admins. */
export function adminOrderRoutes(deps: AppDeps) {
  const answer = (orderId: string) => adminOrderView(deps, orderId)
  /** Applies one change (a service) to the path's order, then answers with the order as it is now. */
  const changeThenAnswer = async (
    c: Context<AppEnv>,
    change: (orderId: string) => Promise<unknown>,
    status: 200 | 201 = 200,
  ) => {
    const orderId = orderIdOf(c)
    await change(orderId)
    return c.json(await answer(orderId), status)
  }
  return (
    new Hono<AppEnv>()
      .use(requireStaff(deps))
      .get(
        '/',
        desk('List orders: search, filters and paging', { 200: adminOrderListSchema }),
        validate('query', adminOrdersQuerySchema),
        async (c) => c.json(await listOrders(deps.db, c.req.valid('query'))),
      )
      // Before '/:orderId', which would otherwise take 'export.csv' as an id.
      .get(
        '/export.csv',
        desk("Export the list's orders as CSV", {
          200: { description: 'The orders, UTF-8 CSV with a BOM', contentType: 'text/csv' },
        }),
        validate('query', exportQuerySchema),
        async (c) => {
          const csv = ordersCsv(await ordersForExport(deps.db, c.req.valid('query')))
          return c.body(csv, 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${csvFileName(deps.now())}"`,
          })
        },
      )
      // Suspicious orders: pending ones held several to one email, phone or address,
      // and GCash ones whose payment needs a second look.
      .get(
        '/pending-groups',
        desk('Suspicious orders: pending groups and payments to look at', {
          200: pendingOrderGroupsSchema,
        }),
        async (c) => c.json(await pendingOrderGroups(deps.db, deps.now())),
      )
      .post(
        '/cancel-pending',
        desk('Cancel those of these orders still pending', {
          200: cancelPendingOrdersResultSchema,
        }),
        validate('json', cancelPendingOrdersSchema),
        async (c) => {
          const { orderIds } = c.req.valid('json')
          const cancelled = await cancelPendingOrders(deps, orderIds, c.get('staff').id)
          return c.json({ cancelled })
        },
      )
      .get('/:orderId', desk('One order, in full', { 200: adminOrderSchema }), async (c) =>
        c.json(await answer(orderIdOf(c))),
      )
      .patch(
        '/:orderId/status',
        orderChange("Change the order's status"),
        validate('json', orderStatusChangeSchema),
        async (c) =>
          changeThenAnswer(c, (orderId) =>
            changeOrderStatus(deps, orderId, c.req.valid('json').status, c.get('staff').id),
          ),
      )
      .post(
        '/:orderId/notes',
        orderChange('Add an internal note', 201),
        validate('json', orderNoteSchema),
        async (c) => {
          const note = c.req.valid('json').note.trim()
          if (note === '') throw validationFailed({ note: 'Write a note first' })
          const add = (orderId: string) => addOrderNote(deps, orderId, note, c.get('staff').id)
          return changeThenAnswer(c, add, 201)
        },
      )
      // Delivery dates: where staff may move the order (past the shopper's cutoff,
      // preparation time and horizon), and the move itself.
      .get(
        '/:orderId/delivery-slots',
        desk('Dates and windows staff may move the order to', { 200: deliverySlotsSchema }),
        async (c) => c.json(await staffDeliverySlots(deps, orderIdOf(c))),
      )
      .put(
        '/:orderId/delivery',
        orderChange('Move the order to another delivery date and window'),
        validate('json', rescheduleDeliverySchema),
        async (c) =>
          changeThenAnswer(c, (orderId) =>
            rescheduleDelivery(deps, orderId, c.req.valid('json'), c.get('staff').id),
          ),
      )
      // GCash proof of payment (docs/product-rules.md §12): the newest proof's image,
      // and the staff's verdict on it. Who reviews is the signed-in staff member.
      .get(
        '/:orderId/payment-proof/image',
        desk("The newest proof of payment's image", {
          200: { description: 'The proof, as WebP', contentType: 'image/webp' },
        }),
        (c) => staffProofImage(c, deps, orderIdOf(c)),
      )
      .post(
        '/:orderId/payment/verify',
        orderChange('Verify the newest proof of payment, with the amount received'),
        validate('json', verifyPaymentSchema),
        async (c) =>
          changeThenAnswer(c, (orderId) =>
            verifyPayment(deps, orderId, c.req.valid('json'), c.get('staff')),
          ),
      )
      .post(
        '/:orderId/payment/reject',
        orderChange('Reject the newest proof of payment, with the reason'),
        validate('json', rejectPaymentRequestSchema),
        async (c) =>
          changeThenAnswer(c, (orderId) =>
            rejectPayment(deps, orderId, c.req.valid('json'), c.get('staff')),
          ),
      )
      // Packed weights (docs/product-rules.md §13): one weighed line's weight, and the
      // GCash difference packing left, marked settled. Who packs is the signed-in staff.
      .put(
        '/:orderId/items/:itemId/packed-weight',
        orderChange("Record a weighed line's packed weight"),
        validate('json', recordPackedWeightSchema),
        async (c) => {
          const itemId = pathId(c.req.param('itemId'), 'That order line')
          return changeThenAnswer(c, (orderId) =>
            recordPackedWeight(deps, orderId, itemId, c.req.valid('json'), c.get('staff')),
          )
        },
      )
      // Issue 31 §3: a line ran out; the order follows the shopper's 'If this runs out'.
      .post(
        '/:orderId/items/:itemId/run-out',
        orderChange(
          'Mark a product line unavailable: remove, replace or call, as the shopper chose',
        ),
        validate('json', runOutRequestSchema),
        async (c) => {
          const itemId = pathId(c.req.param('itemId'), 'That order line')
          return changeThenAnswer(c, (orderId) =>
            markLineUnavailable(deps, orderId, itemId, c.req.valid('json'), c.get('staff')),
          )
        },
      )
      .post(
        '/:orderId/payment/settle-balance',
        orderChange('Mark the GCash difference packing left as settled'),
        validate('json', settleBalanceSchema),
        async (c) =>
          changeThenAnswer(c, (orderId) =>
            settleBalance(deps, orderId, c.req.valid('json').balanceCentavos, c.get('staff')),
          ),
      )
  )
}
