import type { OrderStatus } from '#shared/order-status.ts'
import { withQuery } from './query-string.ts'

/** Checkout, and a shopper looking an order up. */
export const orderApiPaths = {
  checkoutOptions: '/api/checkout/options',
  place: '/api/orders',
  lookup: ({ orderId, email }: { orderId: string; email: string }) =>
    `/api/orders/lookup?${new URLSearchParams({ orderId, email })}`,
} as const

/** The search as the server reads it: only what differs from the defaults, search trimmed. */
function orderFilterParams(filter: { q?: string; status?: OrderStatus | null }): URLSearchParams {
  const params = new URLSearchParams()
  const q = filter.q?.trim()
  if (q) params.set('q', q)
  if (filter.status) params.set('status', filter.status)
  return params
}

const order = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`

/** The staff's order desk (editors and admins). */
export const adminOrdersApiPaths = {
  list: (filter: { q?: string; status?: OrderStatus | null; page?: number; pageSize: number }) => {
    const params = orderFilterParams(filter)
    if (filter.page && filter.page > 1) params.set('page', String(filter.page))
    params.set('pageSize', String(filter.pageSize))
    return withQuery('/api/admin/orders', params)
  },
  /** The CSV of every order matching the search and status, whatever the page. */
  exportCsv: (filter: { q?: string; status?: OrderStatus | null }) =>
    withQuery('/api/admin/orders/export.csv', orderFilterParams(filter)),
  order,
  status: (orderId: string) => `${order(orderId)}/status`,
  notes: (orderId: string) => `${order(orderId)}/notes`,
  /** Pending orders held several to one email, phone or client address. */
  pendingGroups: '/api/admin/orders/pending-groups',
  /** Cancels the named orders that are still pending. */
  cancelPending: '/api/admin/orders/cancel-pending',
} as const
