import { describe, expect, it } from 'vitest'
import {
  paymongoCheckoutSession,
  paymongoPayment,
  SAMPLE_ORDER_ID,
  SAMPLE_PAID_AT,
  sampleFailedCardPayment,
  samplePaidCheckoutSession,
  samplePaidGcashPayment,
  samplePendingRefund,
} from '#tests/support/paymongo/paymongo-samples.ts'
import { GatewayError } from './payment-gateway.ts'
import { toGatewayPayment, toGatewayRefund, toGatewaySession } from './paymongo-resources.ts'

/** A resource to bend for one test. */
const loose = (resource: unknown) =>
  structuredClone(resource) as { attributes: Record<string, unknown>; [key: string]: unknown }

describe('toGatewayPayment', () => {
  it('reads a paid GCash payment: amount, fee, method, intent, paid time, metadata', () => {
    expect(toGatewayPayment(samplePaidGcashPayment)).toEqual({
      id: 'pay_gJ8dY7kTq2N4RxW5sZ1bH3mC',
      status: 'paid',
      amountCentavos: 159_000,
      feeCentavos: 3_975,
      methodType: 'gcash',
      paymentIntentId: 'pi_Lk2sN8vQ4wE6rT1yU3iO5pA7',
      paidAt: new Date(SAMPLE_PAID_AT * 1000).toISOString(),
      failureReason: null,
      metadata: { orderId: SAMPLE_ORDER_ID, purpose: 'payment' },
    })
  })

  it("reads a failed card payment's reason", () => {
    const payment = toGatewayPayment(sampleFailedCardPayment)
    expect(payment).toMatchObject({
      status: 'failed',
      methodType: 'card',
      paidAt: null,
      failureReason: 'The card was declined by the issuing bank.',
    })
  })

  it('takes the reason from last_payment_error when PayMongo puts it there', () => {
    const resource = loose(sampleFailedCardPayment)
    delete resource.attributes.failed_message
    delete resource.attributes.failed_code
    resource.attributes.last_payment_error = {
      failed_code: 'insufficient_funds',
      failed_message: 'Insufficient funds in the e-wallet.',
    }
    expect(toGatewayPayment(resource).failureReason).toBe('Insufficient funds in the e-wallet.')
  })

  it('takes the method from payment_method_used or the payment method when there is no source', () => {
    const resource = loose(samplePaidGcashPayment)
    resource.attributes.source = null
    resource.attributes.payment_method_used = 'qrph'
    expect(toGatewayPayment(resource).methodType).toBe('qrph')
    delete resource.attributes.payment_method_used
    resource.attributes.payment_method = {
      id: 'pm_1',
      type: 'payment_method',
      attributes: { type: 'paymaya' },
    }
    expect(toGatewayPayment(resource).methodType).toBe('paymaya')
  })

  it('keeps metadata as strings, drops nested values, and reads null metadata as none', () => {
    const resource = loose(samplePaidGcashPayment)
    resource.attributes.metadata = { orderId: 'o1', count: 2, ok: true, nested: { a: 1 } }
    expect(toGatewayPayment(resource).metadata).toEqual({ orderId: 'o1', count: '2', ok: 'true' })
    resource.attributes.metadata = null
    expect(toGatewayPayment(resource).metadata).toEqual({})
  })

  it('ignores fields it does not know', () => {
    const resource = loose(samplePaidGcashPayment)
    resource.attributes.brand_new_field = { anything: [1, 2, 3] }
    resource.relationships = {}
    expect(toGatewayPayment(resource).id).toBe(samplePaidGcashPayment.id)
  })

  it('throws a GatewayError that is not retryable on a shape it cannot read', () => {
    for (const bad of [
      null,
      'pay_x',
      { id: 'pay_x', type: 'refund', attributes: samplePaidGcashPayment.attributes },
      {
        ...samplePaidGcashPayment,
        attributes: { ...samplePaidGcashPayment.attributes, amount: '1590' },
      },
      {
        ...samplePaidGcashPayment,
        attributes: { ...samplePaidGcashPayment.attributes, amount: -1 },
      },
      { ...samplePaidGcashPayment, id: 'x'.repeat(500) },
    ]) {
      let thrown: unknown
      try {
        toGatewayPayment(bad)
      } catch (err) {
        thrown = err
      }
      expect(thrown).toBeInstanceOf(GatewayError)
      expect((thrown as GatewayError).details.retryable).toBe(false)
    }
  })
})

describe('toGatewayRefund', () => {
  it('reads a refund', () => {
    expect(toGatewayRefund(samplePendingRefund)).toEqual({
      id: 'ref_Mn7bV5cX3zL1kJ9hG7fD5sA3',
      paymentId: samplePaidGcashPayment.id,
      amountCentavos: 5_950,
      status: 'pending',
    })
  })

  it('throws on a refund without a payment', () => {
    const resource = loose(samplePendingRefund)
    delete resource.attributes.payment_id
    expect(() => toGatewayRefund(resource)).toThrow(GatewayError)
  })
})

describe('toGatewaySession', () => {
  it('reads a paid session with its payment', () => {
    const session = toGatewaySession(samplePaidCheckoutSession)
    expect(session).toEqual({
      id: 'cs_Qw3eR5tY7uI9oP1aS3dF5gH7',
      checkoutUrl: samplePaidCheckoutSession.attributes.checkout_url,
      status: 'active',
      paymentIntentId: 'pi_Lk2sN8vQ4wE6rT1yU3iO5pA7',
      referenceNumber: SAMPLE_ORDER_ID,
      metadata: { orderId: SAMPLE_ORDER_ID, purpose: 'payment' },
      payments: [toGatewayPayment(samplePaidGcashPayment)],
    })
  })

  it('reads a new session with no payments yet', () => {
    const fresh = paymongoCheckoutSession({
      id: 'cs_new12345',
      checkoutUrl: 'https://checkout.paymongo.com/cs_new12345',
      lineItems: [{ amount: 10_000, name: 'Beef cubes', quantity: 1 }],
      paymentMethodTypes: ['gcash'],
      paymentIntentId: 'pi_new12345678901',
    })
    expect(toGatewaySession(fresh)).toMatchObject({
      status: 'active',
      referenceNumber: null,
      metadata: {},
      payments: [],
    })
  })

  it("gives a payment without a method of its own the session's payment_method_used", () => {
    const payment = loose(paymongoPayment({ id: 'pay_nomethod1', amount: 100 }))
    payment.attributes.source = null
    const session = loose(samplePaidCheckoutSession)
    session.attributes.payments = [payment]
    session.attributes.payment_method_used = 'paymaya'
    expect(toGatewaySession(session).payments[0]?.methodType).toBe('paymaya')
  })

  it('throws on a session without a checkout_url or with an unreadable payment', () => {
    const noUrl = loose(samplePaidCheckoutSession)
    delete noUrl.attributes.checkout_url
    expect(() => toGatewaySession(noUrl)).toThrow(GatewayError)
    const badPayment = loose(samplePaidCheckoutSession)
    badPayment.attributes.payments = [{ id: 'pay_1', type: 'payment', attributes: {} }]
    expect(() => toGatewaySession(badPayment)).toThrow(GatewayError)
  })
})
