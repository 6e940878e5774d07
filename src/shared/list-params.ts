/**
 * The longest search a list keeps from its URL and its search box allows, on every
 * screen: what the strictest list API (the back office's catalog) accepts, and
 * plenty for a name, an order ID or part of an email address.
 */
export const LIST_SEARCH_MAX_LENGTH = 100
const MAX_PAGE = 100_000

export type ListParamValue = string | number | null
/** One list screen's state as its URL holds it, e.g. `{ q, status, page }`. */
export type ListParams = Record<string, ListParamValue>
/** The query string as read: each key's text. */
export type ListQuery = Readonly<Record<string, string>>

/**
 * The schema of a screen's list state. Every field falls back to its default
 * instead of failing, so an old or hand-edited link still shows a list. Written
 * without zod on purpose: the storefront's listing reads its URL on a first page,
 * and zod's core would cost about 15 KB gzip of the page's JavaScript budget
 * (docs/performance.md) for what a few lines do.
 */
export interface ListParamsSchema<T extends ListParams> {
  /** The fields, in the order a URL names them. */
  readonly keys: readonly string[]
  read: (query: ListQuery) => T
}

/** Reads one field from its text in the query (undefined when the query has none). */
export type ListField<T extends ListParamValue> = (text: string | undefined) => T

/** The fields lists are made of. */
export const listParam = {
  /** The search as typed (a trailing space survives while typing), cut to the one cap. */
  search: (): ListField<string> => (text) => (text ?? '').slice(0, LIST_SEARCH_MAX_LENGTH),
  /** Page 1 unless the query names a whole page from 1 to 100,000. */
  page: (): ListField<number> => (text) => {
    const page = /^\d{1,6}$/.test(text ?? '') ? Number(text) : 1
    return page >= 1 && page <= MAX_PAGE ? page : 1
  },
  /** One of `values`, else `fallback`. */
  oneOf:
    <const T extends readonly string[]>(values: T, fallback: T[number]): ListField<T[number]> =>
    (text) =>
      values.find((value) => value === text) ?? fallback,
  /** One of `values`, else null: no filter. */
  oneOfOrNone:
    <const T extends readonly string[]>(values: T): ListField<T[number] | null> =>
    (text) =>
      values.find((value) => value === text) ?? null,
  /** Always `value`: the variant's name in a `listParamsVariants` schema. */
  always:
    <const T extends string>(value: T): ListField<T> =>
    () =>
      value,
}

/** A schema from its fields: `listParamsSchema({ q: listParam.search(), page: listParam.page() })`. */
export function listParamsSchema<F extends Record<string, ListField<ListParamValue>>>(
  fields: F,
): ListParamsSchema<{ [K in keyof F]: ReturnType<F[K]> }> {
  const keys = Object.keys(fields)
  return {
    keys,
    read: (query) =>
      Object.fromEntries(keys.map((key) => [key, fields[key]!(query[key])])) as {
        [K in keyof F]: ReturnType<F[K]>
      },
  }
}

/**
 * A screen whose fields depend on one of them, e.g. the messages screen's tabs,
 * each with its own statuses and default: the variant named by `key`, else `fallback`.
 */
export function listParamsVariants<V extends Record<string, ListParamsSchema<ListParams>>>(
  key: string,
  variants: V,
  fallback: keyof V & string,
): ListParamsSchema<ListParamsOf<V[keyof V]>> {
  const pick = (query: ListQuery) => {
    const name = query[key]
    return name !== undefined && Object.hasOwn(variants, name)
      ? variants[name]!
      : variants[fallback]!
  }
  return {
    keys: [...new Set(Object.values(variants).flatMap((variant) => variant.keys))],
    read: (query) => pick(query).read(query) as ListParamsOf<V[keyof V]>,
  }
}

/** The state type a schema reads. */
export type ListParamsOf<S> = S extends ListParamsSchema<infer T> ? T : never

/** The schema's keys that have a value, each as its text in a query. */
function queryOf(
  schema: ListParamsSchema<ListParams>,
  valueFor: (key: string) => ListParamValue | undefined,
): Record<string, string> {
  const query: Record<string, string> = {}
  for (const key of schema.keys) {
    const value = valueFor(key)
    if (value !== null && value !== undefined) query[key] = String(value)
  }
  return query
}

/** Reads a screen's list state from a query string; anything unknown gives the default. */
export function parseListParams<T extends ListParams>(
  schema: ListParamsSchema<T>,
  search: URLSearchParams,
): T {
  return schema.read(queryOf(schema, (key) => search.get(key)))
}

/**
 * The query string of a list state, naming only what differs from the defaults: a
 * value is left out when reading the URL without it gives the same (so a default
 * that depends on another field, like the status of each messages tab, works), and
 * so is a blank search. Keys the schema does not know are dropped.
 */
export function toListSearchParams<T extends ListParams>(
  schema: ListParamsSchema<T>,
  state: T,
): URLSearchParams {
  const query = queryOf(schema, (key) => state[key])
  const params = new URLSearchParams()
  for (const key of schema.keys) {
    const value = query[key]
    if (value === undefined || value.trim() === '') continue
    const without = Object.fromEntries(Object.entries(query).filter(([other]) => other !== key))
    const fallback = schema.read(without)[key]
    if (fallback !== null && String(fallback) === value) continue
    params.set(key, value)
  }
  return params
}

/** `toListSearchParams` as the search part of a link: `?q=…`, or '' for the defaults. */
export function listSearch<T extends ListParams>(schema: ListParamsSchema<T>, state: T): string {
  const text = toListSearchParams(schema, state).toString()
  return text ? `?${text}` : ''
}
