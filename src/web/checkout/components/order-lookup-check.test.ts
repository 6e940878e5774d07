import { describe, expect, it } from 'vitest'
import { checkOrderLookup } from './order-lookup-check.ts'

describe('checking the order lookup form', () => {
  it('names each missing field beside it', () => {
    expect(checkOrderLookup({ orderId: ' ', email: '' })).toEqual({
      lookup: null,
      messages: { orderId: 'Order ID is required', email: 'Email is required' },
    })
  })

  it('tells a wrong email as checkout does', () => {
    expect(checkOrderLookup({ orderId: 'E2E-1', email: 'x' })).toEqual({
      lookup: null,
      messages: { email: 'Enter a valid email address' },
    })
  })

  it('looks up what was typed, trimmed', () => {
    expect(checkOrderLookup({ orderId: ' E2E-1 ', email: ' a@b.ph ' })).toEqual({
      lookup: { orderId: 'E2E-1', email: 'a@b.ph' },
      messages: {},
    })
  })
})
