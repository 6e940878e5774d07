import { Download } from 'lucide-react'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { type OrderStatus, orderStatuses, orderStatusLabels } from '#shared/order-status.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { Select } from '#web/ui/select.tsx'
import type { OrdersFilter } from './order-list-params.ts'
import { OrdersSearchBox } from './orders-search-box.tsx'

interface OrdersToolbarProps {
  filter: OrdersFilter
  onSearch: (q: string) => void
  onStatus: (status: OrderStatus | null) => void
}

/** Search, status filter and Export CSV; one row on wide screens, wrapping on phones. */
export function OrdersToolbar({ filter, onSearch, onStatus }: OrdersToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <OrdersSearchBox value={filter.q} onSearch={onSearch} />
      <div className="min-w-44 flex-1 sm:flex-none">
        <label htmlFor="order-status-filter" className="sr-only">
          Filter by status
        </label>
        <Select
          id="order-status-filter"
          value={filter.status ?? ''}
          onChange={(event) =>
            onStatus(orderStatuses.find((s) => s === event.target.value) ?? null)
          }
        >
          <option value="">All Statuses</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabels[status]}
            </option>
          ))}
        </Select>
      </div>
      {/* A plain download link: the browser streams the file, no JavaScript needed. */}
      <a
        href={adminOrdersApiPaths.exportCsv(filter)}
        download
        className={buttonClasses({ variant: 'secondary' })}
      >
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
    </div>
  )
}
