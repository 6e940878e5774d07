import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { LoadError } from '../../ui/load-error'
import { Spinner } from '../../ui/spinner'
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
    <div className="mt-4 grid gap-6 md:grid-cols-2">
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
    <Dialog.Root open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full max-w-4xl overflow-y-auto bg-white p-5 shadow-xl sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)] sm:rounded-xl sm:p-6"
        >
          {orderId && (
            <>
              <Dialog.Title className="pr-12 text-xl font-bold text-stone-900">
                Order {orderId}
              </Dialog.Title>
              <OrderBody orderId={orderId} />
            </>
          )}
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-cream-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
