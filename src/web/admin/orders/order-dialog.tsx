import { LoadError } from '../../ui/load-error'
import { Spinner } from '../../ui/spinner'
import { AdminDialog } from '../ui/admin-dialog'
import { useAdminOrder } from './api/get-order'
import { OrderCustomer } from './order-customer'
import { OrderItems } from './order-items'
import { OrderNoteForm } from './order-note-form'
import { OrderStatusControl } from './order-status-control'
import { OrderTimeline } from './order-timeline'

function OrderBody({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId)
  if (order.isPending) return <Spinner label="Loading order" className="mx-auto my-10 flex" />
  if (order.isError) {
    return <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
  }
  const data = order.data
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-6">
        <OrderItems order={data} />
        <OrderCustomer order={data} />
      </div>
      <div className="space-y-6">
        <OrderStatusControl order={data} />
        <OrderTimeline timeline={data.timeline} />
        <OrderNoteForm orderId={data.orderId} />
      </div>
    </div>
  )
}

/** The detail of one order (SPEC.md §2), opened from the table's View buttons. */
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
