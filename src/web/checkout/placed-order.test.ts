import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { lookupOrderQueryOptions } from '#web/checkout/api/lookup-order.ts'
import { placedOrderLookup, placedOrderState } from './placed-order.ts'

const order = {
  orderId: 'E2E-1767225600000',
  customerName: 'Maria Santos',
  customerEmail: 'Maria@Example.ph',
  shippingAddress: '12 Mabini Street, Makati, 1210',
  items: [],
} as unknown as PublicOrder

describe('the order just placed, on its way to the confirmation', () => {
  it('keeps only its id and email in the navigation state, and the order in the cache', () => {
    const queryClient = new QueryClient()
    const state = placedOrderState(queryClient, order)
    expect(state).toEqual({ placed: { orderId: order.orderId, email: 'Maria@Example.ph' } })
    expect(JSON.stringify(state)).not.toContain('Mabini')
    const lookup = placedOrderLookup(state)
    expect(lookup).toEqual(state.placed)
    expect(queryClient.getQueryData(lookupOrderQueryOptions(lookup!).queryKey)).toBe(order)
  })

  it('finds nothing in a state that is missing, garbled or of another kind', () => {
    for (const state of [
      null,
      undefined,
      'E2E-1',
      {},
      { order },
      { placed: null },
      { placed: { orderId: 'E2E-1' } },
      { placed: { orderId: '', email: 'a@b.ph' } },
      { placed: { orderId: 1, email: 'a@b.ph' } },
    ]) {
      expect(placedOrderLookup(state), JSON.stringify(state)).toBeNull()
    }
  })
})
