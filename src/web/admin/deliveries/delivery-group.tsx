import { Printer } from 'lucide-react'
import { Link } from 'react-router'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { formatPeso } from '#shared/money.ts'
import { paymentMethodLabels } from '#shared/order-status.ts'
import {
  CALL_THE_CUSTOMER,
  deliverySlipsHref,
  needsCustomerCall,
  slipAddressText,
  slipItemExtras,
  slipItemName,
  slipMessages,
  slipPackedText,
} from '#shared/packing-slip.ts'
import { dispatchMessages, dispatchText, isDoNotDispatch } from '#shared/payment-standing.ts'
import type { DeliveryGroup, DeliveryOrderRow } from '#shared/schemas/delivery.ts'
import { OrderStatusBadge } from '#web/admin/orders/order-status-badge.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { telHref } from '#web/lib/format.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { cn } from '#web/ui/cn.ts'
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
        {needsCustomerCall(order) && (
          <span className="mt-1 block font-semibold whitespace-nowrap text-amber-800">
            {CALL_THE_CUSTOMER}
          </span>
        )}
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
      <td className="px-4 py-3 break-words text-stone-900">
        {slipAddressText(order)}
        {order.landmark && (
          <span className="block text-stone-700">
            {slipMessages.landmark}: {order.landmark}
          </span>
        )}
        {order.deliveryInstructions && (
          <span className="block text-stone-700">
            {slipMessages.instructions}: {order.deliveryInstructions}
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <span className="block whitespace-nowrap text-stone-700">
          {paymentMethodLabels[order.paymentMethod]} · {formatPeso(order.totalCentavos)}
        </span>
        <span
          data-readiness={order.readiness}
          className={cn(
            'mt-1 block font-semibold',
            isDoNotDispatch(order.readiness) ? 'text-red-700' : 'text-stone-900',
          )}
        >
          {dispatchText(order)}
        </span>
      </td>
      <td className="px-4 py-3">
        <ul className="space-y-0.5">
          {order.items.map((item, index) => (
            <li
              // Lines have no id of their own; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={cn(
                'text-stone-900',
                item.runOutOutcome === 'removed' && 'text-stone-500 line-through',
              )}
            >
              <span className="whitespace-nowrap text-stone-700">{itemQuantityText(item)}</span>{' '}
              {slipItemName(item)}
              {item.packedGrams !== null && (
                <span className="text-stone-700">, {slipPackedText(item)}</span>
              )}
              {slipItemExtras(item).map((extra) => (
                <span key={extra} className="block text-xs text-stone-700">
                  {extra}
                </span>
              ))}
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
export function DeliveryGroupSection({
  date,
  group,
  index,
}: {
  date: string
  group: DeliveryGroup
  index: number
}) {
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
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-2 text-sm">
        <p className="font-medium text-stone-900" data-testid="window-totals">
          {dispatchMessages.windowTotals(
            group.totals.orders,
            group.totals.grams,
            group.totals.cashToCollectCentavos,
          )}
        </p>
        <Link
          to={deliverySlipsHref(date, group)}
          className={cn(buttonClasses({ variant: 'secondary' }), 'print:hidden')}
          aria-label={`${slipMessages.printWindowSlips} (${deliveryGroupTitle(group)})`}
        >
          <Printer aria-hidden="true" className="size-4" />
          {slipMessages.printSlips}
        </Link>
      </div>
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
