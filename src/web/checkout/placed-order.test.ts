import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { orderQueryOptions } from '#web/checkout/api/get-order.ts'
import { placedOrderState, placedOrderToken } from './placed-order.ts'

const order = {
  orderId: 'E2E-1767225600000',
  accessToken: 'AbCdEfGhIjKlMnOpQrSt_-',
  customerName: 'Maria Santos',
  customerEmail: 'Maria@Example.ph',
  shippingAddress: '12 Mabini Street, Makati, 1210',
  items: [],
} as unknown as PublicOrder

describe('the order just placed, on its way to the confirmation', () => {
  it("keeps only its link's token in the navigation state, and the order in the cache", () => {
    const queryClient = new QueryClient()
    const state = placedOrderState(queryClient, order)
    expect(state).toEqual({ placed: { token: order.accessToken } })
    for (const secret of ['Mabini', 'Maria', 'Example.ph']) {
      expect(JSON.stringify(state)).not.toContain(secret)
    }
    const token = placedOrderToken(state)
    expect(token).toBe(order.accessToken)
    expect(queryClient.getQueryData(orderQueryOptions(token!).queryKey)).toBe(order)
  })

  it('finds nothing in a state that is missing, garbled, of another kind or from before links', () => {
    for (const state of [
      null,
      undefined,
      'E2E-1',
      {},
      { order },
      { placed: null },
      { placed: { token: '' } },
      { placed: { token: 22 } },
      // What the navigation held before order links were secrets.
      { placed: { orderId: 'E2E-1', email: 'a@b.ph' } },
    ]) {
      expect(placedOrderToken(state), JSON.stringify(state)).toBeNull()
    }
  })
})
