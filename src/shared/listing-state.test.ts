import { describe, expect, it } from 'vitest'
import { LIST_SEARCH_MAX_LENGTH } from './list-params.ts'
import { listingSearch, parseListing } from './listing-state.ts'

const parse = (category: string | undefined, query: string) =>
  parseListing(category, new URLSearchParams(query))

describe('the listing state in the URL', () => {
  it('reads category, search, sort, view and page', () => {
    expect(parse('pork', 'q=belly&sort=price-desc&view=list&page=2')).toEqual({
      category: 'pork',
      q: 'belly',
      sort: 'price-desc',
      view: 'list',
      page: 2,
    })
  })

  it('falls back to the defaults for anything it does not know', () => {
    const defaults = { category: 'all', q: '', sort: 'name', view: 'grid', page: 1 }
    expect(parse(undefined, '')).toEqual(defaults)
    expect(parse('venison', 'sort=cheapest&view=cards&page=0')).toEqual(defaults)
    for (const page of ['-2', '1.5', '1e3', 'abc', '9999999']) {
      expect(parse('all', `page=${page}`).page).toBe(1)
    }
    expect(parse('BEEF', '').category).toBe('beef')
  })

  it('cuts an overlong search to what the API accepts', () => {
    expect(parse('all', `q=${'x'.repeat(LIST_SEARCH_MAX_LENGTH + 50)}`).q).toHaveLength(
      LIST_SEARCH_MAX_LENGTH,
    )
  })

  it('writes only what differs from the defaults', () => {
    expect(listingSearch({ q: '', sort: 'name', view: 'grid', page: 1 })).toBe('')
    expect(listingSearch({ q: 'pork belly', sort: 'price-asc', view: 'list', page: 3 })).toBe(
      '?q=pork+belly&sort=price-asc&view=list&page=3',
    )
  })

  it('reads back what it writes', () => {
    const state = { q: 'a&b=c', sort: 'price-desc', view: 'list', page: 4 } as const
    expect(parse('seafood', listingSearch(state).slice(1))).toEqual({
      category: 'seafood',
      ...state,
    })
  })
})
