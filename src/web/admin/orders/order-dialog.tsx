import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useAdminOrder } from '#web/admin/orders/api/get-order.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { QueryBoundary } from '#web/ui/query-boundary.tsx'
import { Spinner } from '#web/ui/spinner.tsx'
import { OnlinePayment } from './online-payment.tsx'
import { OrderCustomer } from './order-customer.tsx'
import { OrderDelivery } from './order-delivery.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderNoteForm } from './order-note-form.tsx'
import { OrderPayment } from './order-payment.tsx'
import { OrderStatusControl } from './order-status-control.tsx'
import { OrderTimeline } from './order-timeline.tsx'

function OrderBody({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId)
  return (
    <QueryBoundary
      query={order}
      pending={<Spinner label="Loading order" className="mx-auto my-10 flex" />}
      loadError={(error) => ({ message: apiErrorMessage(error) })}
    >
      {(data) => <OrderDetail data={data} />}
    </QueryBoundary>
  )
}

function OrderDetail({ data }: { data: AdminOrder }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-6">
        <OrderItems order={data} />
        <OrderCustomer order={data} />
      </div>
      <div className="space-y-6">
        <OrderStatusControl order={data} />
        <OrderPayment order={data} />
        <OnlinePayment order={data} />
        <OrderDelivery order={data} />
        <OrderTimeline timeline={data.timeline} />
        <OrderNoteForm orderId={data.orderId} />
      </div>
    </div>
  )
}

/** The detail of one order (docs/product-rules.md §2), opened from the table's View buttons. */
export function OrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  return (
    <AdminDialog
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={orderId ? `Order ${orderId}` : 'Order'}
      size="xl"
    >
      {orderId && <OrderBody orderId={orderId} />}
    </AdminDialog>
  )
}
