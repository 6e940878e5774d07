import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { formatPeso } from '#shared/money.ts'
import { paymentMethodLabels } from '#shared/order-status.ts'
import type { DeliveryGroup, DeliveryOrderRow } from '#shared/schemas/delivery.ts'
import { OrderStatusBadge } from '#web/admin/orders/order-status-badge.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { telHref } from '#web/lib/format.ts'
import { itemQuantityText } from './deliveries-format.ts'

const headings = ['Order', 'Customer', 'Address', 'Payment', 'Items']

/** '9:00 AM – 12:00 PM · Metro Manila' */
export function deliveryGroupTitle(group: DeliveryGroup): string {
  return `${formatDeliveryWindow(group)} · ${group.zoneName}`
}

function OrderRow({ order }: { order: DeliveryOrderRow }) {
  return (
    <tr className="align-top break-inside-avoid">
      <td className="px-4 py-3">
        <span className="block font-mono font-medium whitespace-nowrap text-stone-900">
          {order.orderId}
        </span>
        <span className="mt-1 block">
          <OrderStatusBadge status={order.status} />
        </span>
      </td>
      <td className="px-4 py-3">
        <span className="block text-stone-900">{order.customerName}</span>
        <a
          href={telHref(order.customerPhone)}
          className="whitespace-nowrap text-brand-700 underline underline-offset-2 print:text-stone-900 print:no-underline"
        >
          {order.customerPhone}
        </a>
      </td>
      <td className="px-4 py-3 break-words text-stone-900">{order.shippingAddress}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="block text-stone-700">{paymentMethodLabels[order.paymentMethod]}</span>
        <span className="block font-medium text-stone-900">{formatPeso(order.totalCentavos)}</span>
      </td>
      <td className="px-4 py-3">
        <ul className="space-y-0.5">
          {order.items.map((item, index) => (
            // Lines have no id of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="text-stone-900">
              <span className="whitespace-nowrap text-stone-700">{itemQuantityText(item)}</span>{' '}
              {item.name}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  )
}

/**
 * One window in one zone: its heading and its orders. On paper the heading stays
 * with its rows, and a row is never split across two pages.
 */
export function DeliveryGroupSection({ group, index }: { group: DeliveryGroup; index: number }) {
  const headingId = `delivery-group-${index}`
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200 print:overflow-visible print:rounded-none print:ring-0"
    >
      <h3
        id={headingId}
        className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900 break-after-avoid"
      >
        {deliveryGroupTitle(group)}
        <span className="font-normal text-stone-700">
          {' '}
          ({group.orders.length} {group.orders.length === 1 ? 'order' : 'orders'})
        </span>
      </h3>
      <table className="w-full min-w-[52rem] text-left text-sm print:min-w-0">
        <TableHeader columns={headings} />
        <tbody className="divide-y divide-stone-100">
          {group.orders.map((order) => (
            <OrderRow key={order.orderId} order={order} />
          ))}
        </tbody>
      </table>
    </section>
  )
}
