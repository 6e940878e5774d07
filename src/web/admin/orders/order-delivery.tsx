import { deliveryText } from '#shared/delivery-schedule.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { useDeliverySlots } from '#web/admin/orders/api/get-delivery-slots.ts'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { MoveDeliveryForm } from './move-delivery-form.tsx'
import { OrderDialogSection } from './order-dialog-section.tsx'

/** When the order arrives, and the control that moves it to another date and window (issue 16). */
export function OrderDelivery({ order }: { order: AdminOrder }) {
  return (
    <OrderDialogSection headingId="order-delivery-heading" title="Delivery">
      <p className="mt-2 text-sm text-stone-900">
        {order.delivery ? (
          <time dateTime={order.delivery.date} className="font-medium">
            {deliveryText(order.delivery)}
          </time>
        ) : (
          'No delivery date'
        )}
        <span className="text-stone-700"> · {order.zoneName}</span>
      </p>
      <MoveDelivery order={order} />
    </OrderDialogSection>
  )
}

function MoveDelivery({ order }: { order: AdminOrder }) {
  const slots = useDeliverySlots(order.orderId)
  return (
    <QueryPanel
      query={slots}
      loadingLabel="Loading delivery times"
      errorMessage="The delivery times could not be loaded."
      className="mt-3"
      compact
    >
      {(data) => <MoveDeliveryForm order={order} slots={data} />}
    </QueryPanel>
  )
}
