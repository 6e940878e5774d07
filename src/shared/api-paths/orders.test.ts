import { describe, expect, it } from 'vitest'
import { adminOrdersApiPaths, orderApiPaths } from './orders.ts'

describe('adminOrdersApiPaths', () => {
  it('trims the search and asks for one page', () => {
    expect(adminOrdersApiPaths.list({ q: ' E2E-1 ', status: 'paid', page: 2, pageSize: 20 })).toBe(
      '/api/admin/orders?q=E2E-1&status=paid&page=2&pageSize=20',
    )
  })

  it('exports with the filters but never the page', () => {
    expect(adminOrdersApiPaths.exportCsv({ q: 'Ñoño ', status: null })).toBe(
      '/api/admin/orders/export.csv?q=%C3%91o%C3%B1o',
    )
    expect(adminOrdersApiPaths.exportCsv({ q: '', status: null })).toBe(
      '/api/admin/orders/export.csv',
    )
  })

  it('escapes order ids in paths', () => {
    expect(adminOrdersApiPaths.status('E2E-1/x')).toBe('/api/admin/orders/E2E-1%2Fx/status')
  })
})

describe('orderApiPaths', () => {
  it('names an order by its link token, never by an email', () => {
    const token = 'AbCdEfGhIjKlMnOpQrSt_-'
    expect(orderApiPaths.byToken(token)).toBe(`/api/orders/by-token/${token}`)
    expect(orderApiPaths.paymentProof(token)).toBe(`/api/orders/by-token/${token}/payment-proof`)
    expect(orderApiPaths.paymentProofImage(token)).toBe(
      `/api/orders/by-token/${token}/payment-proof/image`,
    )
    expect(orderApiPaths.lookup).toBe('/api/orders/lookup')
  })
})
