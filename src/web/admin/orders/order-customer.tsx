import { paymentMethodLabels } from '#shared/order-status.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { OrderDialogSection } from './order-dialog-section.tsx'

/** Who ordered, where it goes and how they pay. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const rows: [string, string][] = [
    ['Name', order.customerName],
    ['Email', order.customerEmail],
    ['Phone', order.customerPhone],
    ['Address', order.shippingAddress],
    ...(order.landmark ? [['Landmark', order.landmark] as [string, string]] : []),
    ...(order.deliveryInstructions
      ? [['Delivery instructions', order.deliveryInstructions] as [string, string]]
      : []),
    [
      'Payment',
      order.payAfterWeigh
        ? `${paymentMethodLabels[order.paymentMethod]} · ${payAfterWeighMessages.staffLabel}`
        : paymentMethodLabels[order.paymentMethod],
    ],
  ]
  return (
    <OrderDialogSection headingId="order-customer-heading" title="Customer">
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-700">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </OrderDialogSection>
  )
}
