import { describe, expect, it } from 'vitest'
import {
  acceptedPaymentLabels,
  acceptedPaymentsAnswer,
  acceptedPaymentsAnswerFor,
} from './order-status.ts'

describe('what the shop accepts without a payment gateway', () => {
  it('is what checkout offers then, in its order, and nothing else', () => {
    expect(acceptedPaymentLabels).toEqual(['Cash on Delivery', 'GCash'])
    expect(acceptedPaymentsAnswer).toMatch(/^We accept Cash on Delivery and GCash\. /)
    expect(acceptedPaymentsAnswer).not.toMatch(/Visa|Mastercard|Maya|bank transfer|card/i)
  })
})

describe('what the shop accepts with a payment gateway (issue 32)', () => {
  it('names the ways to pay online and how paying online goes, never a screenshot', () => {
    const answer = acceptedPaymentsAnswerFor(
      ['Cash on Delivery', 'GCash', 'Maya', 'QR Ph', 'Card'],
      true,
    )
    expect(answer).toMatch(/^We accept Cash on Delivery, GCash, Maya, QR Ph and Card\. /)
    expect(answer).toContain("PayMongo's secure page")
    expect(answer).not.toMatch(/screenshot/)
  })
})
