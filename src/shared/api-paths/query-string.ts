/** `path?query`, or just `path` when the query is empty (equal views share one address). */
export function withQuery(path: string, params: URLSearchParams): string {
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** A Messages list (inbox, outbox): `?status=` always, `&page=` past the first. */
export function statusListPath(base: string, status: string, page: number): string {
  const params = new URLSearchParams({ status })
  if (page > 1) params.set('page', String(page))
  return `${base}?${params}`
}
