import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { OrderStatus } from '../../../shared/order-status'
import { RequireStaff } from '../require-staff'
import { Pagination } from '../ui/pagination'
import { QueryPanel } from '../ui/query-panel'
import { useAdminOrders } from './api/get-orders'
import { OrderDialog } from './order-dialog'
import { type OrdersFilter, ordersFilterParams, parseOrdersFilter } from './orders-search'
import { OrdersTable } from './orders-table'
import { OrdersToolbar } from './orders-toolbar'

/**
 * The order desk (SPEC.md §2 Orders). Search, status and page live in the query
 * string, so a copied link shows the same view; the server pages and sorts.
 */
function OrdersScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = parseOrdersFilter(searchParams)
  const orders = useAdminOrders(filter)
  const [openOrderId, setOpenOrderId] = useState<string | null>(null)

  // Every change starts from the URL as it is now, so the handlers never go stale.
  const update = useCallback(
    (patch: Partial<OrdersFilter>) =>
      setSearchParams(
        (current) => ordersFilterParams({ ...parseOrdersFilter(current), page: 1, ...patch }),
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  const onSearch = useCallback((q: string) => update({ q }), [update])
  const onStatus = useCallback((status: OrderStatus | null) => update({ status }), [update])

  // A page beyond the last one (an old link, fewer matches now): go to the last.
  const pageCount = orders.data?.pageCount ?? 0
  const beyondLastPage = !orders.isPlaceholderData && pageCount > 0 && filter.page > pageCount
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount })
  }, [beyondLastPage, pageCount, update])

  return (
    <div className="space-y-4">
      <OrdersToolbar filter={filter} onSearch={onSearch} onStatus={onStatus} />
      <QueryPanel
        query={orders}
        loadingLabel="Loading orders"
        errorMessage="The orders could not be loaded."
      >
        {(data, stale) => <OrdersTable orders={data.items} stale={stale} onView={setOpenOrderId} />}
      </QueryPanel>
      {orders.data && orders.data.total > 0 && (
        <Pagination
          page={orders.data.page}
          pageCount={orders.data.pageCount}
          onPage={(page) => update({ page })}
        />
      )}
      <OrderDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </div>
  )
}

export function OrdersPage() {
  return (
    <RequireStaff section="orders">
      <OrdersScreen />
    </RequireStaff>
  )
}
