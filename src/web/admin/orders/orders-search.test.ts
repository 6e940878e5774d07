import { describe, expect, it } from 'vitest'
import { adminOrdersApi, ordersFilterParams, parseOrdersFilter } from './orders-search.ts'

const parse = (query: string) => parseOrdersFilter(new URLSearchParams(query))

describe('parseOrdersFilter', () => {
  it('reads search, status and page', () => {
    expect(parse('q=Dela%20Cruz&status=shipped&page=3')).toEqual({
      q: 'Dela Cruz',
      status: 'shipped',
      page: 3,
    })
  })

  it('falls back to the defaults for anything it does not know', () => {
    expect(parse('status=lost&page=-2')).toEqual({ q: '', status: null, page: 1 })
    expect(parse('page=1.5')).toEqual({ q: '', status: null, page: 1 })
  })
})

describe('ordersFilterParams', () => {
  it('keeps the search as typed but leaves out defaults', () => {
    expect(ordersFilterParams({ q: 'Ana ', status: null, page: 1 }).toString()).toBe('q=Ana+')
    expect(ordersFilterParams({ q: '   ', status: 'paid', page: 2 }).toString()).toBe(
      'status=paid&page=2',
    )
  })
})

describe('adminOrdersApi', () => {
  it('trims the search and asks for one page', () => {
    expect(adminOrdersApi.list({ q: ' E2E-1 ', status: 'paid', page: 2 })).toBe(
      '/api/admin/orders?q=E2E-1&status=paid&page=2&pageSize=20',
    )
  })

  it('exports with the filters but never the page', () => {
    expect(adminOrdersApi.exportCsv({ q: 'Ñoño ', status: null })).toBe(
      '/api/admin/orders/export.csv?q=%C3%91o%C3%B1o',
    )
    expect(adminOrdersApi.exportCsv({ q: '', status: null })).toBe('/api/admin/orders/export.csv')
  })

  it('escapes order ids in paths', () => {
    expect(adminOrdersApi.status('E2E-1/x')).toBe('/api/admin/orders/E2E-1%2Fx/status')
  })
})
