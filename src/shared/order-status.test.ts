import { describe, expect, it } from 'vitest'
import {
  acceptedPaymentLabels,
  acceptedPaymentsAnswer,
  paymentMethodLabels,
  paymentMethods,
} from './order-status.ts'

describe('what the shop accepts', () => {
  it('is what checkout offers, in its order, and nothing else', () => {
    expect(acceptedPaymentLabels).toEqual(paymentMethods.map((m) => paymentMethodLabels[m]))
    expect(acceptedPaymentsAnswer).toMatch(/^We accept Cash on Delivery and GCash\. /)
    expect(acceptedPaymentsAnswer).not.toMatch(/Visa|Mastercard|Maya|bank transfer|card/i)
  })
})
