import { describe, expect, it } from 'vitest'
import {
  LIST_SEARCH_MAX_LENGTH,
  listParam,
  listParamsSchema,
  listSearch,
  parseListParams,
  toListSearchParams,
} from './list-params.ts'

const schema = listParamsSchema({
  q: listParam.search(),
  status: listParam.oneOf(['all', 'open', 'closed'], 'all'),
  kind: listParam.oneOfOrNone(['a', 'b']),
  page: listParam.page(),
})
const defaults = { q: '', status: 'all', kind: null, page: 1 } as const
const parse = (query: string) => parseListParams(schema, new URLSearchParams(query))

describe('list params in the URL', () => {
  it('reads every field, and the defaults when the URL names none', () => {
    expect(parse('q=rib&status=open&kind=b&page=4')).toEqual({
      q: 'rib',
      status: 'open',
      kind: 'b',
      page: 4,
    })
    expect(parse('')).toEqual(defaults)
  })

  it('falls back to the default for each value it does not know', () => {
    expect(parse('status=lost&kind=c&page=0')).toEqual(defaults)
    for (const page of ['-2', '1.5', '1e3', 'abc', '9999999', '100001']) {
      expect(parse(`page=${page}`).page).toBe(1)
    }
    expect(parse('page=100000').page).toBe(100_000)
  })

  it('cuts an overlong search to the one cap', () => {
    expect(parse(`q=${'x'.repeat(LIST_SEARCH_MAX_LENGTH + 1)}`).q).toHaveLength(
      LIST_SEARCH_MAX_LENGTH,
    )
  })

  it('writes only what differs from the defaults, in the schema order, keeping the search as typed', () => {
    expect(listSearch(schema, defaults)).toBe('')
    expect(listSearch(schema, { q: '   ', status: 'all', kind: null, page: 1 })).toBe('')
    expect(listSearch(schema, { page: 2, kind: 'a', status: 'closed', q: 'rib ' })).toBe(
      '?q=rib+&status=closed&kind=a&page=2',
    )
  })

  it('drops keys the schema does not know', () => {
    const state = { ...defaults, q: 'rib', category: 'beef' }
    expect(toListSearchParams(schema, state).toString()).toBe('q=rib')
  })

  it('reads back what it writes', () => {
    const state = { q: 'a&b=c', status: 'closed', kind: 'b', page: 7 } as const
    expect(parse(listSearch(schema, state).slice(1))).toEqual(state)
  })
})
