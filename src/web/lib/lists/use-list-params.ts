import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type ListParams,
  type ListParamsSchema,
  parseListParams,
  toListSearchParams,
} from '#shared/list-params.ts'

/**
 * A list screen's state (search, filters, sort, page), kept in the query string
 * and read through the screen's zod schema, so a copied link or the back button
 * shows the same view. Every change starts from the URL as it is now, so handlers
 * never go stale; any change that does not name the page goes back to page 1.
 */
export function useListParams<T extends ListParams>(schema: ListParamsSchema<T>) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams])

  const update = useCallback(
    (patch: Partial<T>) =>
      // From the address bar, not the updater's argument: React Router passes the
      // params of the last render, and a navigation renders in a transition, so a
      // filter changed right after a search (URL already updated, screen not yet)
      // dropped the search.
      setSearchParams(
        () => {
          const current = new URLSearchParams(window.location.search)
          return toListSearchParams(schema, {
            ...parseListParams(schema, current),
            page: 1,
            ...patch,
          })
        },
        { replace: true, preventScrollReset: true },
      ),
    [schema, setSearchParams],
  )
  return { params, update }
}
