import { describe, expect, it } from 'vitest'
import { parseListParams, toListSearchParams } from '#shared/list-params.ts'
import { orderListParamsSchema } from './order-list-params.ts'

const parse = (query: string) => parseListParams(orderListParamsSchema, new URLSearchParams(query))

describe('the order list in the URL', () => {
  it('reads search, status, delivery date, payment and page', () => {
    expect(
      parse('q=Dela%20Cruz&status=shipped&deliveryDate=2026-11-28&payment=to-verify&page=3'),
    ).toEqual({
      q: 'Dela Cruz',
      status: 'shipped',
      deliveryDate: '2026-11-28',
      payment: 'to-verify',
      page: 3,
    })
  })

  it('falls back to the defaults for anything it does not know', () => {
    const defaults = { q: '', status: null, deliveryDate: null, payment: null, page: 1 }
    expect(parse('status=lost&page=-2')).toEqual(defaults)
    expect(parse('page=1.5')).toEqual(defaults)
    expect(parse('deliveryDate=2026-02-30')).toEqual(defaults)
    expect(parse('deliveryDate=tomorrow')).toEqual(defaults)
    expect(parse('payment=verified')).toEqual(defaults)
  })

  it('keeps the search as typed but leaves out defaults', () => {
    const params = (filter: Parameters<typeof toListSearchParams>[1]) =>
      toListSearchParams(orderListParamsSchema, filter).toString()
    const none = { q: '', status: null, deliveryDate: null, payment: null, page: 1 }
    expect(params({ ...none, q: 'Ana ' })).toBe('q=Ana+')
    expect(params({ ...none, q: '   ', status: 'paid', page: 2 })).toBe('status=paid&page=2')
    expect(params({ ...none, deliveryDate: '2026-11-28' })).toBe('deliveryDate=2026-11-28')
    expect(params({ ...none, status: 'pending', payment: 'to-verify' })).toBe(
      'status=pending&payment=to-verify',
    )
  })
})
