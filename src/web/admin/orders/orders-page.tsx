import { useCallback, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { OrderStatus } from '#shared/order-status.ts'
import { useAdminOrders } from '#web/admin/orders/api/get-orders.ts'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { ListPagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { usePageInRange } from '#web/lib/lists/use-page-in-range.ts'
import { cn } from '#web/ui/cn.ts'
import { OrderDialog } from './order-dialog.tsx'
import {
  ATTENTION,
  type OrdersFilter,
  orderListParamsSchema,
  SUSPICIOUS_VIEW,
} from './order-list-params.ts'
import { OrdersTable } from './orders-table.tsx'
import { OrdersToolbar } from './orders-toolbar.tsx'
import { PaymentEventsList } from './payment-events-list.tsx'
import { SuspiciousOrders } from './suspicious-orders.tsx'

/**
 * The order desk (docs/product-rules.md §2 Orders). Search, status, delivery date, 'To
 * verify' and page live in the query string, so a copied link shows the same view; the server pages and sorts.
 * `?view=suspicious` shows the suspicious orders instead of the list.
 */
function OrdersScreen() {
  const [searchParams] = useSearchParams()
  const [openOrderId, setOpenOrderId] = useState<string | null>(null)
  const suspicious = searchParams.get('view') === SUSPICIOUS_VIEW
  return (
    <div className="space-y-4">
      <OrdersViewTabs suspicious={suspicious} />
      {suspicious ? (
        <SuspiciousOrders onView={setOpenOrderId} />
      ) : (
        <OrdersList onView={setOpenOrderId} />
      )}
      <OrderDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </div>
  )
}

/** Links between the two views; the current one is marked for screen readers. */
function OrdersViewTabs({ suspicious }: { suspicious: boolean }) {
  const tab = (current: boolean) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-semibold',
      current ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-cream-100',
    )
  return (
    <nav aria-label="Order views" className="flex gap-2">
      <Link
        to={{ search: '' }}
        className={tab(!suspicious)}
        aria-current={suspicious ? undefined : 'page'}
      >
        All Orders
      </Link>
      <Link
        to={{ search: `?view=${SUSPICIOUS_VIEW}` }}
        className={tab(suspicious)}
        aria-current={suspicious ? 'page' : undefined}
      >
        Suspicious Orders
      </Link>
    </nav>
  )
}

function OrdersList({ onView }: { onView: (orderId: string) => void }) {
  const { params: filter, update } = useListParams(orderListParamsSchema)
  const orders = useAdminOrders(filter)

  const onSearch = useCallback((q: string) => update({ q }), [update])
  const onStatus = useCallback((status: OrderStatus | null) => update({ status }), [update])
  const onDeliveryDate = useCallback(
    (deliveryDate: string | null) => update({ deliveryDate }),
    [update],
  )
  const onPayment = useCallback((payment: OrdersFilter['payment']) => update({ payment }), [update])
  const goToPage = useCallback((page: number) => update({ page }), [update])
  usePageInRange(filter.page, orders, goToPage)

  return (
    <>
      <OrdersToolbar
        filter={filter}
        onSearch={onSearch}
        onStatus={onStatus}
        onDeliveryDate={onDeliveryDate}
        onPayment={onPayment}
      />
      {filter.payment === ATTENTION && <PaymentEventsList onView={onView} />}
      <QueryPanel
        query={orders}
        loadingLabel="Loading orders"
        errorMessage="The orders could not be loaded."
      >
        {(data, stale) => <OrdersTable orders={data.items} stale={stale} onView={onView} />}
      </QueryPanel>
      <ListPagination list={orders.data} onPage={goToPage} />
    </>
  )
}

export function OrdersPage() {
  return (
    <RequireStaff section="orders">
      <OrdersScreen />
    </RequireStaff>
  )
}
