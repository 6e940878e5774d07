import { type OrderStatus, orderStatuses } from '#shared/order-status.ts'

/** The list view as the URL holds it: `?q=&status=&page=`. */
export interface OrdersFilter {
  q: string
  status: OrderStatus | null
  page: number
}

export const ORDERS_PAGE_SIZE = 20
export const MAX_ORDER_SEARCH_LENGTH = 200

function toStatus(value: string | null): OrderStatus | null {
  return orderStatuses.find((s) => s === value) ?? null
}

/** Reads the filter from the query string; anything unknown falls back to the default. */
export function parseOrdersFilter(search: URLSearchParams): OrdersFilter {
  const page = Number(search.get('page'))
  return {
    q: (search.get('q') ?? '').slice(0, MAX_ORDER_SEARCH_LENGTH),
    status: toStatus(search.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/**
 * Only what differs from the defaults. The search is kept as typed (a trailing space
 * must survive while the person is still typing); the API calls trim it.
 */
export function ordersFilterParams({ q, status, page }: Partial<OrdersFilter>): URLSearchParams {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q)
  if (status) params.set('status', status)
  if (page && page > 1) params.set('page', String(page))
  return params
}

function withQuery(path: string, params: URLSearchParams): string {
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** The filter as the server sees it, so equal searches share one cache entry. */
export function normaliseOrdersFilter(filter: OrdersFilter): OrdersFilter {
  return { ...filter, q: filter.q.trim() }
}

export const adminOrdersApi = {
  list: (filter: OrdersFilter) => {
    const params = ordersFilterParams(normaliseOrdersFilter(filter))
    params.set('pageSize', String(ORDERS_PAGE_SIZE))
    return withQuery('/api/admin/orders', params)
  },
  /** The CSV of every order matching the search and status, whatever the page. */
  exportCsv: ({ q, status }: Pick<OrdersFilter, 'q' | 'status'>) =>
    withQuery('/api/admin/orders/export.csv', ordersFilterParams({ q: q.trim(), status })),
  order: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`,
  status: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/status`,
  notes: (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/notes`,
  /** Pending orders held several to one email, phone or client address. */
  pendingGroups: '/api/admin/orders/pending-groups',
  /** Cancels the named orders that are still pending. */
  cancelPending: '/api/admin/orders/cancel-pending',
}

/** `?view=suspicious`: the Orders screen shows the suspicious-orders view instead of the list. */
export const SUSPICIOUS_VIEW = 'suspicious'
