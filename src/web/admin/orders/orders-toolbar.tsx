import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { type PaymentFilter, paymentFilterLabels, paymentFilters } from '#shared/online-payment.ts'
import { type OrderStatus, orderStatuses, orderStatusLabels } from '#shared/order-status.ts'
import { ExportCsvLink } from '#web/admin/ui/export-csv-link.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'
import { OptionSelect, type SelectOption } from '#web/admin/ui/option-select.tsx'
import { DeliveryDateFilter } from './delivery-date-filter.tsx'
import { type OrdersFilter, TO_VERIFY } from './order-list-params.ts'
import { ToVerifyFilter } from './to-verify-filter.tsx'

interface OrdersToolbarProps {
  filter: OrdersFilter
  onSearch: (q: string) => void
  onStatus: (status: OrderStatus | null) => void
  onDeliveryDate: (date: string | null) => void
  onPayment: (payment: OrdersFilter['payment']) => void
}

/** '' stands for no status filter. */
const statusOptions: SelectOption<'' | OrderStatus>[] = [
  { value: '', label: 'All Statuses' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
]

/** '' stands for no payment filter; the rest are the Payments choices (issue 32 §5). */
const paymentOptions: SelectOption<'' | PaymentFilter>[] = [
  { value: '', label: 'All Payments' },
  ...paymentFilters.map((payment) => ({ value: payment, label: paymentFilterLabels[payment] })),
]

/**
 * Search, status, delivery date, payment and 'To verify' filters and Export CSV (which follows
 * them); one row on wide screens, wrapping on phones.
 */
export function OrdersToolbar({
  filter,
  onSearch,
  onStatus,
  onDeliveryDate,
  onPayment,
}: OrdersToolbarProps) {
  return (
    <ListToolbar
      search={{
        id: 'order-search',
        label: 'Search orders',
        placeholder: 'Search by order ID or customer name...',
        value: filter.q,
        onSearch,
      }}
    >
      <div className="min-w-44 flex-1 sm:flex-none">
        <label htmlFor="order-status-filter" className="sr-only">
          Filter by status
        </label>
        <OptionSelect
          id="order-status-filter"
          value={filter.status ?? ''}
          options={statusOptions}
          onChange={(status) => onStatus(status === '' ? null : status)}
        />
      </div>
      <DeliveryDateFilter value={filter.deliveryDate} onChange={onDeliveryDate} />
      <div className="min-w-44 flex-1 sm:flex-none">
        <label htmlFor="order-payment-filter" className="sr-only">
          Filter by payment
        </label>
        <OptionSelect
          id="order-payment-filter"
          value={filter.payment ?? ''}
          options={paymentOptions}
          onChange={(payment) => onPayment(payment === '' ? null : payment)}
        />
      </div>
      <ToVerifyFilter
        pressed={filter.payment === TO_VERIFY}
        onChange={(pressed) => onPayment(pressed ? TO_VERIFY : null)}
      />
      <ExportCsvLink href={adminOrdersApiPaths.exportCsv(filter)} />
    </ListToolbar>
  )
}
