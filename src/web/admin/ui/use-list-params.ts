import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { type AdminStatusFilter, adminStatusFilters } from '#shared/schemas/admin-catalog.ts'

export interface ListParams {
  q: string
  status: AdminStatusFilter
  page: number
  /** Screen-specific filters (e.g. category), as strings; 'all' or absent means none. */
  extra: Record<string, string>
}

function parse(params: URLSearchParams, extraKeys: readonly string[]): ListParams {
  const status = adminStatusFilters.find((s) => s === params.get('status')) ?? 'all'
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  const extra: Record<string, string> = {}
  for (const key of extraKeys) extra[key] = params.get(key) ?? 'all'
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    extra,
  }
}

function serialise(list: ListParams): URLSearchParams {
  const params = new URLSearchParams()
  if (list.q.trim()) params.set('q', list.q.trim())
  if (list.status !== 'all') params.set('status', list.status)
  for (const [key, value] of Object.entries(list.extra)) {
    if (value && value !== 'all') params.set(key, value)
  }
  if (list.page > 1) params.set('page', String(list.page))
  return params
}

/**
 * Search, status, page (and screen filters) of a management table, kept in the
 * query string so a copied link or the back button shows the same view. Any
 * change other than the page goes back to page 1.
 */
export function useListParams(extraKeys: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams()
  const list = parse(searchParams, extraKeys)
  const keys = extraKeys.join(',')

  const update = useCallback(
    (patch: Partial<Omit<ListParams, 'extra'>> & { extra?: Record<string, string> }) =>
      setSearchParams(
        (current) => {
          const now = parse(current, keys ? keys.split(',') : [])
          return serialise({
            ...now,
            page: 1,
            ...patch,
            extra: { ...now.extra, ...patch.extra },
          })
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams, keys],
  )
  return { list, update }
}
