import { describe, expect, it } from 'vitest'
import {
  samplePaidCheckoutSession,
  samplePendingRefund,
} from '#tests/support/paymongo/paymongo-samples.ts'
import { GatewayError } from './payment-gateway.ts'
import { paymongoAnswer, paymongoClient } from './paymongo-client.ts'

const secretKey = 'sk_test_Abc123Def456Ghi789'

interface Seen {
  url: string
  init: RequestInit
}

/** A client whose fetch answers `status` with `body` and records what it was asked. */
function clientAnswering(status: number, body: unknown) {
  const seen: Seen[] = []
  const client = paymongoClient(
    { secretKey, apiUrl: 'https://api.paymongo.test/', mode: 'test' },
    {
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init ?? {} })
        return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
      },
    },
  )
  return { client, seen }
}

async function caught(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof GatewayError) return err
    throw err
  }
  throw new Error('expected a GatewayError')
}

describe('paymongoClient', () => {
  it('creates a checkout session with Basic auth and a JSON:API body', async () => {
    const { client, seen } = clientAnswering(200, { data: samplePaidCheckoutSession })
    const session = await client.createCheckoutSession({
      referenceNumber: 'ord_1',
      lineItems: [{ name: 'Ribeye', amountCentavos: 89_000, quantity: 2, description: '500 g' }],
      methods: ['gcash', 'card'],
      successUrl: 'https://shop.example.ph/orders/ord_1?paid=1',
      cancelUrl: 'https://shop.example.ph/orders/ord_1',
      description: 'Order ord_1',
      metadata: { orderId: 'ord_1', purpose: 'payment' },
      billing: { name: 'Ana Cruz', email: 'ana@example.ph', phone: '09171234567' },
    })
    expect(session.id).toBe(samplePaidCheckoutSession.id)
    expect(seen[0]!.url).toBe('https://api.paymongo.test/v1/checkout_sessions')
    const headers = seen[0]!.init.headers as Record<string, string>
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`)
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
      data: {
        attributes: {
          line_items: [
            { amount: 89_000, currency: 'PHP', name: 'Ribeye', quantity: 2, description: '500 g' },
          ],
          payment_method_types: ['gcash', 'card'],
          success_url: 'https://shop.example.ph/orders/ord_1?paid=1',
          cancel_url: 'https://shop.example.ph/orders/ord_1',
          reference_number: 'ord_1',
          description: 'Order ord_1',
          metadata: { orderId: 'ord_1', purpose: 'payment' },
          billing: { name: 'Ana Cruz', email: 'ana@example.ph', phone: '09171234567' },
          send_email_receipt: false,
          show_description: true,
          show_line_items: true,
        },
      },
    })
  })

  it('creates a refund with amount, payment id, reason and notes', async () => {
    const { client, seen } = clientAnswering(200, { data: samplePendingRefund })
    const refund = await client.createRefund({
      paymentId: 'pay_abc',
      amountCentavos: 5_950,
      reason: 'others',
      notes: 'Packed lighter',
    })
    expect(refund).toMatchObject({ id: samplePendingRefund.id, status: 'pending' })
    expect(JSON.parse(String(seen[0]!.init.body)).data.attributes).toEqual({
      amount: 5_950,
      payment_id: 'pay_abc',
      reason: 'others',
      notes: 'Packed lighter',
    })
  })

  it('refuses an id that is not PayMongo’s before calling', async () => {
    const { client, seen } = clientAnswering(200, {})
    const error = await caught(client.retrievePayment('../v1/refunds'))
    expect(error.details.retryable).toBe(false)
    expect(seen).toHaveLength(0)
  })

  it('never puts the key in a message, even when the answer echoes it', async () => {
    const { client } = clientAnswering(400, {
      errors: [{ code: 'parameter_invalid', detail: `key ${secretKey} is odd` }],
    })
    const error = await caught(client.retrievePayment('pay_abc'))
    expect(error.message).not.toContain(secretKey)
    expect(error.message).toContain('***')
  })

  it('a network failure is retryable and names no key', async () => {
    const client = paymongoClient(
      { secretKey, apiUrl: 'https://api.paymongo.test', mode: 'test' },
      { fetch: async () => Promise.reject(new TypeError(`fetch failed for ${secretKey}`)) },
    )
    const error = await caught(client.retrieveCheckoutSession('cs_abc'))
    expect(error.details).toMatchObject({ code: 'network', retryable: true })
    expect(error.message).not.toContain(secretKey)
  })
})

describe('paymongoAnswer', () => {
  it('reads PayMongo’s errors into a GatewayError with the first code', () => {
    let error: GatewayError | undefined
    try {
      paymongoAnswer(
        400,
        JSON.stringify({
          errors: [
            {
              code: 'parameter_below_minimum',
              detail: 'amount cannot be less than 2000.',
              source: { pointer: 'amount', attribute: 'amount' },
            },
          ],
        }),
      )
    } catch (err) {
      error = err as GatewayError
    }
    expect(error).toBeInstanceOf(GatewayError)
    expect(error!.details).toEqual({
      status: 400,
      code: 'parameter_below_minimum',
      retryable: false,
    })
    expect(error!.message).toContain('amount cannot be less than 2000. (amount)')
  })

  it.each([
    [401, false],
    [404, false],
    [400, false],
    [429, true],
    [500, true],
    [503, true],
  ])('status %i is retryable: %s', (status, retryable) => {
    for (const body of ['<html>oops</html>', '{"errors":[]}']) {
      let error: unknown
      try {
        paymongoAnswer(status, body)
      } catch (err) {
        error = err
      }
      expect(error).toBeInstanceOf(GatewayError)
      expect((error as GatewayError).details).toMatchObject({ status, retryable })
    }
  })

  it('a 200 without a resource is retryable; with one, gives its data', () => {
    expect(() => paymongoAnswer(200, '<html></html>')).toThrow(GatewayError)
    expect(paymongoAnswer(200, '{"data":{"id":"x"}}')).toEqual({ id: 'x' })
  })
})
