import type { SubscriberFilter } from '#shared/schemas/admin-subscribers.ts'
import { withQuery } from './query-string.ts'

/** `POST /api/subscribers`: the storefront's newsletter form. */
export const subscribersApiPaths = {
  subscribe: '/api/subscribers',
} as const

const base = '/api/admin/subscribers'

/** Only what differs from the defaults, so equal views share one address. */
function filterParams({ q, range, sort }: SubscriberFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (range !== 'all') params.set('range', range)
  if (sort !== 'newest') params.set('sort', sort)
  return params
}

/** The subscriber API addresses (web fetches, server tests). */
export const adminSubscribersApiPaths = {
  list: (filter: SubscriberFilter & { page: number }) => {
    const params = filterParams(filter)
    if (filter.page > 1) params.set('page', String(filter.page))
    return withQuery(base, params)
  },
  create: base,
  /** POST `{ ids }`: a POST rather than a DELETE with a body, which some proxies drop. */
  delete: `${base}/delete`,
  /** Every subscriber the filters select, whatever the page. */
  exportCsv: (filter: SubscriberFilter) => withQuery(`${base}/export.csv`, filterParams(filter)),
} as const
