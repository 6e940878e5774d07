import { type Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { deliverySlotsFor } from '#server/delivery/delivery-booking-repo.ts'
import { rescheduleDelivery, zoneGone } from '#server/delivery/reschedule-delivery.ts'
import { notFound, validationFailed } from '#server/http/errors.ts'
import { pathId, pathTextId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { recordPackedWeight } from '#server/packing/record-packed-weight.ts'
import { settleBalance } from '#server/packing/settle-balance.ts'
import { rejectPayment, verifyPayment } from '#server/payments/payment-review.ts'
import { staffProofImage } from '#server/payments/staff-proof-image.ts'
import { rescheduleDeliverySchema } from '#shared/schemas/delivery.ts'
import {
  adminOrdersQuerySchema,
  type CancelPendingOrdersResult,
  cancelPendingOrdersSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from '#shared/schemas/orders.ts'
import { recordPackedWeightSchema } from '#shared/schemas/packing.ts'
import {
  rejectPaymentRequestSchema,
  settleBalanceSchema,
  verifyPaymentSchema,
} from '#shared/schemas/payments.ts'
import { listOrders, ordersForExport, orderZoneId, pendingOrderGroups } from './admin-order-repo.ts'
import { loadOrder } from './order-repo.ts'
import { addOrderNote, cancelPendingOrders, changeOrderStatus } from './order-status-change.ts'
import { toAdminOrder } from './order-views.ts'
import { csvFileName, ordersCsv } from './orders-csv.ts'

/** The export takes the list's filters (search, status, delivery date, 'to verify'), without paging. */
const exportQuerySchema = adminOrdersQuerySchema.omit({ page: true, pageSize: true })

const ORDER = 'That order'

/** The path's order id (text: E2E-…); one that cannot name an order is the usual 404. */
const orderIdOf = (c: Context): string => pathTextId(c.req.param('orderId'), ORDER)

/** `/api/admin/orders`: the staff's order desk (docs/product-rules.md §2), for editors and admins. */
export function adminOrderRoutes(deps: AppDeps) {
  const answer = async (orderId: string) => {
    const loaded = await loadOrder(deps.db, orderId)
    if (!loaded) throw notFound(ORDER)
    return toAdminOrder(deps.db, loaded)
  }
  return (
    new Hono<AppEnv>()
      .use(requireStaff(deps))
      .get('/', validate('query', adminOrdersQuerySchema), async (c) =>
        c.json(await listOrders(deps.db, c.req.valid('query'))),
      )
      // Before '/:orderId', which would otherwise take 'export.csv' as an id.
      .get('/export.csv', validate('query', exportQuerySchema), async (c) => {
        const csv = ordersCsv(await ordersForExport(deps.db, c.req.valid('query')))
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csvFileName(deps.now())}"`,
        })
      })
      // Suspicious orders: pending ones held several to one email, phone or address,
      // and GCash ones whose payment needs a second look.
      .get('/pending-groups', async (c) => c.json(await pendingOrderGroups(deps.db, deps.now())))
      .post('/cancel-pending', validate('json', cancelPendingOrdersSchema), async (c) => {
        const { orderIds } = c.req.valid('json')
        const result: CancelPendingOrdersResult = {
          cancelled: await cancelPendingOrders(deps, orderIds, c.get('staff').id),
        }
        return c.json(result)
      })
      .get('/:orderId', async (c) => c.json(await answer(orderIdOf(c))))
      .patch('/:orderId/status', validate('json', orderStatusChangeSchema), async (c) => {
        const orderId = orderIdOf(c)
        await changeOrderStatus(deps, orderId, c.req.valid('json').status, c.get('staff').id)
        return c.json(await answer(orderId))
      })
      .post('/:orderId/notes', validate('json', orderNoteSchema), async (c) => {
        const orderId = orderIdOf(c)
        const note = c.req.valid('json').note.trim()
        if (note === '') throw validationFailed({ note: 'Write a note first' })
        await addOrderNote(deps, orderId, note, c.get('staff').id)
        return c.json(await answer(orderId), 201)
      })
      // Delivery dates: where staff may move the order (past the shopper's cutoff,
      // preparation time and horizon), and the move itself.
      .get('/:orderId/delivery-slots', async (c) => {
        const order = await orderZoneId(deps.db, orderIdOf(c))
        if (!order) throw notFound(ORDER)
        const slots =
          order.zoneId === null
            ? null
            : await deliverySlotsFor(deps.db, order.zoneId, deps.now(), { forStaff: true })
        if (!slots) throw zoneGone()
        return c.json(slots)
      })
      .put('/:orderId/delivery', validate('json', rescheduleDeliverySchema), async (c) => {
        const orderId = orderIdOf(c)
        await rescheduleDelivery(deps, orderId, c.req.valid('json'), c.get('staff').id)
        return c.json(await answer(orderId))
      })
      // GCash proof of payment (docs/product-rules.md §12): the newest proof's image,
      // and the staff's verdict on it. Who reviews is the signed-in staff member.
      .get('/:orderId/payment-proof/image', (c) => staffProofImage(c, deps, orderIdOf(c)))
      .post('/:orderId/payment/verify', validate('json', verifyPaymentSchema), async (c) => {
        const orderId = orderIdOf(c)
        await verifyPayment(deps, orderId, c.req.valid('json'), c.get('staff'))
        return c.json(await answer(orderId))
      })
      .post('/:orderId/payment/reject', validate('json', rejectPaymentRequestSchema), async (c) => {
        const orderId = orderIdOf(c)
        await rejectPayment(deps, orderId, c.req.valid('json'), c.get('staff'))
        return c.json(await answer(orderId))
      })
      // Packed weights (docs/product-rules.md §13): one weighed line's weight, and the
      // GCash difference packing left, marked settled. Who packs is the signed-in staff.
      .put(
        '/:orderId/items/:itemId/packed-weight',
        validate('json', recordPackedWeightSchema),
        async (c) => {
          const orderId = orderIdOf(c)
          const itemId = pathId(c.req.param('itemId'), 'That order line')
          await recordPackedWeight(deps, orderId, itemId, c.req.valid('json'), c.get('staff'))
          return c.json(await answer(orderId))
        },
      )
      .post(
        '/:orderId/payment/settle-balance',
        validate('json', settleBalanceSchema),
        async (c) => {
          const orderId = orderIdOf(c)
          await settleBalance(deps, orderId, c.req.valid('json').balanceCentavos, c.get('staff'))
          return c.json(await answer(orderId))
        },
      )
  )
}
