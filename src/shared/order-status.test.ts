import { describe, expect, it } from 'vitest'
import { acceptedPaymentLabels, acceptedPaymentsAnswer } from './order-status.ts'

describe('what the shop accepts without a payment gateway', () => {
  it('is what checkout offers then, in its order, and nothing else', () => {
    expect(acceptedPaymentLabels).toEqual(['Cash on Delivery', 'GCash'])
    expect(acceptedPaymentsAnswer).toMatch(/^We accept Cash on Delivery and GCash\. /)
    expect(acceptedPaymentsAnswer).not.toMatch(/Visa|Mastercard|Maya|bank transfer|card/i)
  })
})
