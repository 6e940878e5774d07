import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import {
  type ListParams,
  type ListParamsSchema,
  parseListParams,
  toListSearchParams,
} from '#shared/list-params.ts'

/**
 * A list screen's state (search, filters, sort, page), kept in the query string
 * and read through the screen's zod schema, so a copied link or the back button
 * shows the same view. Any change that does not name the page goes back to page 1.
 *
 * Every change starts from the address last asked for: the address bar until a
 * change is on its way, then that change's address. A navigation renders in a
 * transition and runs the route's loader first, so two changes made before it lands
 * (a category then a sort, picked quickly or replayed together after the page
 * started, decision 0071; a filter right after a search) would otherwise each start
 * from the old address, and the second would drop the first.
 */
export function useListParams<T extends ListParams>(schema: ListParamsSchema<T>) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const { key } = useLocation()
  const params = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams])
  // The address last asked for, and where the router was then: once it has arrived
  // anywhere else, the address bar is the truth again.
  const asked = useRef<{ url: URL; from: string } | null>(null)

  /** `pathname` moves to another list of the same kind (a listing's category). */
  const update = useCallback(
    (patch: Partial<T>, pathname?: string) => {
      const from = asked.current?.from === key ? asked.current.url : new URL(window.location.href)
      const search = toListSearchParams(schema, {
        ...parseListParams(schema, from.searchParams),
        page: 1,
        ...patch,
      }).toString()
      const to = new URL(`${pathname ?? from.pathname}${search ? `?${search}` : ''}`, from)
      asked.current = { url: to, from: key }
      navigate(`${to.pathname}${to.search}`, {
        replace: pathname === undefined,
        preventScrollReset: pathname === undefined,
      })
    },
    [schema, navigate, key],
  )
  return { params, update }
}
