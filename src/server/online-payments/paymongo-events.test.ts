import { describe, expect, it } from 'vitest'
import { MAX_WEBHOOK_BODY_BYTES } from '#shared/online-payment.ts'
import {
  sampleEvents,
  samplePaidCheckoutSession,
  samplePaidGcashPayment,
} from '#tests/support/paymongo/paymongo-samples.ts'
import { parseWebhookEvent, WebhookEventError } from './paymongo-events.ts'
import { toGatewayPayment, toGatewaySession } from './paymongo-resources.ts'

describe('parseWebhookEvent', () => {
  it('reads checkout_session.payment.paid into its session and payments', () => {
    const event = parseWebhookEvent(JSON.stringify(sampleEvents.checkoutPaid))
    expect(event).toEqual({
      id: 'evt_Cs9pA1dX2cV3bN4mQ5wE6rT7',
      type: 'checkout_session.payment.paid',
      livemode: false,
      session: toGatewaySession(samplePaidCheckoutSession),
      payment: null,
      refund: null,
    })
    expect(event.session?.payments[0]?.id).toBe(samplePaidGcashPayment.id)
  })

  it('reads payment.paid and payment.failed into a payment', () => {
    const paid = parseWebhookEvent(JSON.stringify(sampleEvents.paymentPaid))
    expect(paid).toMatchObject({ type: 'payment.paid', session: null, refund: null })
    expect(paid.payment).toEqual(toGatewayPayment(samplePaidGcashPayment))
    const failed = parseWebhookEvent(JSON.stringify(sampleEvents.paymentFailed))
    expect(failed.payment).toMatchObject({
      status: 'failed',
      failureReason: 'The card was declined by the issuing bank.',
    })
  })

  it('reads a refund event into a refund', () => {
    const event = parseWebhookEvent(JSON.stringify(sampleEvents.refundUpdated))
    expect(event).toMatchObject({
      type: 'payment.refund.updated',
      session: null,
      payment: null,
      refund: { id: 'ref_Mn7bV5cX3zL1kJ9hG7fD5sA3', status: 'succeeded', amountCentavos: 5_950 },
    })
  })

  it('keeps an event about another resource (a link) with nothing set', () => {
    const event = parseWebhookEvent(JSON.stringify(sampleEvents.linkPaid))
    expect(event).toEqual({
      id: 'evt_Lk3pA4iD5zX6cV7bN8mQ9wE0',
      type: 'link.payment.paid',
      livemode: false,
      session: null,
      payment: null,
      refund: null,
    })
  })

  it('reads livemode', () => {
    const live = structuredClone(sampleEvents.paymentPaid)
    live.data.attributes.livemode = true
    expect(parseWebhookEvent(JSON.stringify(live)).livemode).toBe(true)
  })

  it('throws WebhookEventError on garbage', () => {
    const broken = JSON.stringify(sampleEvents.paymentPaid).replace(
      '"amount":159000',
      '"amount":"lots"',
    )
    expect(broken).toContain('"lots"')
    for (const body of [
      '',
      'not json',
      '[]',
      'null',
      '{"data":{"id":"evt_1","type":"payment","attributes":{}}}',
      JSON.stringify({ data: { ...sampleEvents.paymentPaid.data, id: '' } }),
      broken,
      ' '.repeat(MAX_WEBHOOK_BODY_BYTES + 1),
    ]) {
      expect(() => parseWebhookEvent(body), body.slice(0, 40)).toThrow(WebhookEventError)
    }
  })
})
