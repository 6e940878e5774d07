import http from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import { type CheckoutSessionRequest, GatewayError } from './payment-gateway.ts'
import { paymongoClient } from './paymongo-client.ts'
import { parseWebhookEvent } from './paymongo-events.ts'
import { verifyPaymongoSignature } from './paymongo-signature.ts'

/** A shop's webhook endpoint: records what arrives; answers 500 to the first `refusals` events of `refusedType`, else 200. */
interface Received {
  signature: string | undefined
  rawBody: string
}
let shop: http.Server
let shopUrl: string
let received: Received[] = []
let refusedType = ''
let refusals = 0

let standIn: PaymongoStandIn
let gateway: ReturnType<typeof paymongoClient>

beforeAll(async () => {
  shop = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      received.push({ signature: req.headers['paymongo-signature'] as string, rawBody: body })
      const refuse = refusals > 0 && body.includes(`"type":"${refusedType}"`)
      if (refuse) refusals -= 1
      res.writeHead(refuse ? 500 : 200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
  shopUrl = `http://127.0.0.1:${(shop.address() as { port: number }).port}/api/payments/paymongo/webhook`
  standIn = await startPaymongoStandIn({ retryDelayMs: 20 })
  gateway = paymongoClient(
    { secretKey: standIn.secretKey, apiUrl: standIn.url, mode: 'test' },
    { timeoutMs: 2_000 },
  )
})

afterAll(async () => {
  await standIn?.stop()
  shop?.closeAllConnections()
  await new Promise((resolve) => shop?.close(resolve))
})

beforeEach(async () => {
  await standIn.reset()
  received = []
  refusals = 0
})

const order = (overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest => ({
  referenceNumber: 'ord_api_1',
  lineItems: [
    { name: 'Ribeye steak, 500 g', amountCentavos: 89_000, quantity: 1, description: 'Thick cut' },
    { name: 'Pork belly, 1 kg', amountCentavos: 35_000, quantity: 2 },
  ],
  methods: ['gcash', 'paymaya', 'qrph', 'card'],
  successUrl: 'https://shop.example.ph/orders/ord_api_1?paid=1',
  cancelUrl: 'https://shop.example.ph/orders/ord_api_1',
  description: 'Order ord_api_1',
  metadata: { orderId: 'ord_api_1', purpose: 'payment' },
  billing: { name: 'Ana Cruz', email: 'ana@example.ph', phone: '09171234567' },
  ...overrides,
})

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise
  } catch (err) {
    if (err instanceof GatewayError) return err
    throw err
  }
  throw new Error('expected a GatewayError')
}

describe('the PayMongo client against the stand-in', () => {
  it('gives settings the shop’s config accepts', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      ...standIn.paymongoEnv('http://localhost:5173'),
    })
    expect(config.paymongo).toEqual({
      secretKey: standIn.secretKey,
      webhookSecret: standIn.webhookSecret,
      apiUrl: standIn.url,
      mode: 'test',
    })
  })

  it('creates a session with the shop’s line items, reads it back, and expires it (twice is fine)', async () => {
    const created = await gateway.createCheckoutSession(order())
    expect(created).toMatchObject({
      status: 'active',
      referenceNumber: 'ord_api_1',
      metadata: { orderId: 'ord_api_1', purpose: 'payment' },
      payments: [],
    })
    expect(created.id).toMatch(/^cs_/)
    expect(created.paymentIntentId).toMatch(/^pi_/)
    expect(created.checkoutUrl).toBe(`${standIn.url}/checkout/${created.id}`)
    const [request] = await standIn.requests()
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout_sessions', status: 200 })
    expect(request!.body).toMatchObject({
      data: {
        attributes: {
          line_items: [
            { amount: 89_000, currency: 'PHP', name: 'Ribeye steak, 500 g', quantity: 1 },
            { amount: 35_000, currency: 'PHP', name: 'Pork belly, 1 kg', quantity: 2 },
          ],
          reference_number: 'ord_api_1',
          send_email_receipt: false,
          show_line_items: true,
        },
      },
    })

    const page = await (await fetch(created.checkoutUrl)).text()
    expect(page).toContain('₱1,590.00')
    expect(page).toContain('Ribeye steak, 500 g')
    for (const label of ['GCash', 'Maya', 'QR Ph', 'Card', 'Authorize', 'Fail']) {
      expect(page).toContain(label)
    }

    expect((await gateway.retrieveCheckoutSession(created.id)).id).toBe(created.id)
    await gateway.expireCheckoutSession(created.id)
    await gateway.expireCheckoutSession(created.id)
    expect((await gateway.retrieveCheckoutSession(created.id)).status).toBe('expired')
    expect(await (await fetch(created.checkoutUrl)).text()).toContain('has expired')
    await expect(standIn.pay(created.id)).rejects.toThrow(/409/)
  })

  it('reads a paid session and its payment: amount, fee, method, time', async () => {
    const session = await gateway.createCheckoutSession(order())
    const { payment } = await standIn.pay(session.id, { method: 'paymaya' })
    const read = await gateway.retrieveCheckoutSession(session.id)
    expect(read.payments).toHaveLength(1)
    expect(read.payments[0]).toMatchObject({
      id: payment.id,
      status: 'paid',
      amountCentavos: 159_000,
      feeCentavos: 3_975,
      methodType: 'paymaya',
      paymentIntentId: session.paymentIntentId,
      metadata: { orderId: 'ord_api_1', purpose: 'payment' },
    })
    expect(read.payments[0]!.paidAt).not.toBeNull()
    expect(await gateway.retrievePayment(payment.id)).toEqual(read.payments[0])
    const error = await gatewayError(gateway.retrievePayment('pay_doesnotexist'))
    expect(error.details).toMatchObject({
      status: 404,
      code: 'resource_not_found',
      retryable: false,
    })
  })

  it('a paid session cannot be expired', async () => {
    const session = await gateway.createCheckoutSession(order())
    await standIn.pay(session.id)
    const error = await gatewayError(gateway.expireCheckoutSession(session.id))
    expect(error.details).toMatchObject({ status: 400, retryable: false })
  })

  it('refunds part of a payment twice, then refuses more than is left', async () => {
    const session = await gateway.createCheckoutSession(order())
    const { payment } = await standIn.pay(session.id)
    const first = await gateway.createRefund({
      paymentId: payment.id,
      amountCentavos: 5_950,
      reason: 'others',
      notes: 'Packed lighter',
    })
    expect(first).toMatchObject({ paymentId: payment.id, amountCentavos: 5_950, status: 'pending' })
    expect(first.id).toMatch(/^ref_/)
    const second = await gateway.createRefund({
      paymentId: payment.id,
      amountCentavos: 150_000,
      reason: 'requested_by_customer',
    })
    expect(second.id).not.toBe(first.id)
    const error = await gatewayError(
      gateway.createRefund({ paymentId: payment.id, amountCentavos: 3_051, reason: 'others' }),
    )
    expect(error.details).toMatchObject({ status: 400, retryable: false })
    expect(error.message).toContain('3050')
    expect(await standIn.refunds()).toHaveLength(2)
  })

  it('a failed refund frees its amount, and PayMongo says so by a signed event', async () => {
    await standIn.setWebhookUrl(shopUrl)
    const session = await gateway.createCheckoutSession(order())
    const { payment } = await standIn.pay(session.id)
    const refund = await gateway.createRefund({
      paymentId: payment.id,
      amountCentavos: 159_000,
      reason: 'others',
    })
    const { eventIds } = await standIn.failRefund(refund.id)
    const event = (await standIn.events()).find((e) => e.id === eventIds[0])!
    expect(parseWebhookEvent(event.rawBody)).toMatchObject({
      type: 'payment.refund.updated',
      refund: { id: refund.id, status: 'failed', amountCentavos: 159_000 },
    })
    const again = await gateway.createRefund({
      paymentId: payment.id,
      amountCentavos: 159_000,
      reason: 'others',
    })
    expect(again.status).toBe('pending')
  })

  it('refuses bad parameters with PayMongo’s error (not retryable)', async () => {
    const error = await gatewayError(
      gateway.createCheckoutSession(
        order({ lineItems: [{ name: 'Salt', amountCentavos: 1_500, quantity: 1 }] }),
      ),
    )
    expect(error.details).toMatchObject({
      status: 400,
      code: 'parameter_below_minimum',
      retryable: false,
    })
  })

  it('a wrong key is a 401 that is not retryable and never shows the key', async () => {
    const wrongKey = 'sk_test_WrongKey99999999'
    const wrong = paymongoClient({ secretKey: wrongKey, apiUrl: standIn.url, mode: 'test' })
    const error = await gatewayError(wrong.retrieveCheckoutSession('cs_anything'))
    expect(error.details).toMatchObject({ status: 401, code: 'api_key_invalid', retryable: false })
    expect(error.message).not.toContain(wrongKey)
  })

  it('an outage (500) and a slow answer past the time-out are retryable', async () => {
    await standIn.setMode('error')
    const outage = await gatewayError(gateway.createCheckoutSession(order()))
    expect(outage.details).toMatchObject({ status: 500, retryable: true })

    await standIn.setMode('slow', 1_000)
    const quick = paymongoClient(
      { secretKey: standIn.secretKey, apiUrl: standIn.url, mode: 'test' },
      { timeoutMs: 200 },
    )
    const slow = await gatewayError(quick.retrieveCheckoutSession('cs_anything'))
    expect(slow.details).toMatchObject({ code: 'timeout', retryable: true })
  })
})

describe('the stand-in’s own API', () => {
  const auth = () => ({
    authorization: `Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}`,
    'content-type': 'application/json',
  })
  const post = (path: string, attributes: unknown) =>
    fetch(`${standIn.url}${path}`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ data: { attributes } }),
    })

  it('answers bad refund parameters with 400 and the field, as PayMongo does', async () => {
    const session = await gateway.createCheckoutSession(order())
    const { payment } = await standIn.pay(session.id)
    const noAmount = await post('/v1/refunds', { payment_id: payment.id, reason: 'others' })
    expect(noAmount.status).toBe(400)
    expect(await noAmount.json()).toEqual({
      errors: [
        {
          code: 'parameter_required',
          detail: 'amount is required.',
          source: { pointer: 'amount', attribute: 'amount' },
        },
      ],
    })
    const badReason = await post('/v1/refunds', {
      amount: 100,
      payment_id: payment.id,
      reason: 'because',
    })
    expect(badReason.status).toBe(400)
    const unknown = await post('/v1/refunds', {
      amount: 100,
      payment_id: 'pay_x',
      reason: 'others',
    })
    expect(unknown.status).toBe(404)
    const anonymous = await fetch(`${standIn.url}/v1/refunds/ref_x`)
    expect(anonymous.status).toBe(401)
  })

  it('makes a link for a balance, and paying its page tells the shop', async () => {
    await standIn.setWebhookUrl(shopUrl)
    const created = await post('/v1/links', { amount: 5_950, description: 'Balance of ord_api_1' })
    const { data } = (await created.json()) as {
      data: { id: string; attributes: { checkout_url: string; status: string } }
    }
    expect(data.id).toMatch(/^link_/)
    expect(data.attributes.status).toBe('unpaid')
    expect(await (await fetch(data.attributes.checkout_url)).text()).toContain('₱59.50')
    await fetch(`${data.attributes.checkout_url}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=gcash',
    })
    const read = await fetch(`${standIn.url}/v1/links/${data.id}`, { headers: auth() })
    const link = (await read.json()) as { data: { attributes: { status: string } } }
    expect(link.data.attributes.status).toBe('paid')
    expect(received.map((r) => parseWebhookEvent(r.rawBody).type)).toEqual([
      'link.payment.paid',
      'payment.paid',
    ])
  })
})

describe('the stand-in’s hosted page and webhooks', () => {
  it('Authorize pays, signs both events as PayMongo does, and sends the shopper back', async () => {
    await standIn.setWebhookUrl(shopUrl)
    const session = await gateway.createCheckoutSession(order())
    const response = await fetch(`${standIn.url}/checkout/${session.id}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=qrph',
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('https://shop.example.ph/orders/ord_api_1?paid=1')
    expect(received).toHaveLength(2)
    const parsed = received.map((r) => {
      expect(r.signature).toMatch(/^t=\d+,te=[0-9a-f]{64},li=$/)
      expect(
        verifyPaymongoSignature({
          header: r.signature,
          rawBody: r.rawBody,
          secret: standIn.webhookSecret,
          mode: 'test',
          nowMs: Date.now(),
        }),
      ).toEqual({ ok: true })
      expect(
        verifyPaymongoSignature({
          header: r.signature,
          rawBody: r.rawBody,
          secret: standIn.webhookSecret,
          mode: 'live',
          nowMs: Date.now(),
        }),
      ).toEqual({ ok: false, reason: 'mismatch' })
      return parseWebhookEvent(r.rawBody)
    })
    expect(parsed.map((e) => e.type)).toEqual(['checkout_session.payment.paid', 'payment.paid'])
    expect(parsed[0]!.session).toMatchObject({
      id: session.id,
      referenceNumber: 'ord_api_1',
      payments: [{ status: 'paid', methodType: 'qrph', amountCentavos: 159_000 }],
    })
    expect(parsed[1]!.payment).toMatchObject({
      methodType: 'qrph',
      paymentIntentId: session.paymentIntentId,
    })
    expect(await (await fetch(session.checkoutUrl)).text()).toContain('has been completed')
  })

  it('Fail tells the shop payment.failed and shows a page back to the shop', async () => {
    await standIn.setWebhookUrl(shopUrl)
    const session = await gateway.createCheckoutSession(order({ methods: ['gcash', 'card'] }))
    const page = await (await fetch(session.checkoutUrl)).text()
    expect(page).not.toContain('QR Ph')
    const response = await fetch(`${standIn.url}/checkout/${session.id}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=card',
    })
    const html = await response.text()
    expect(html).toContain('Payment failed')
    expect(html).toContain('href="https://shop.example.ph/orders/ord_api_1"')
    expect(received.map((r) => parseWebhookEvent(r.rawBody))).toMatchObject([
      { type: 'payment.failed', payment: { status: 'failed', methodType: 'card' } },
    ])
  })

  it('retries an event the shop answered 500, and sends one again on request', async () => {
    await standIn.setWebhookUrl(shopUrl)
    refusedType = 'checkout_session.payment.paid'
    refusals = 2
    const session = await gateway.createCheckoutSession(order())
    const { eventIds } = await standIn.pay(session.id)
    const first = await standIn.waitForDeliveries(eventIds[0]!, 3)
    expect(first.deliveries.map((d) => d.status)).toEqual([500, 500, 200])
    const again = await standIn.deliverEvent(eventIds[0]!)
    expect(again.deliveries).toHaveLength(4)
    const copies = received.filter((r) => parseWebhookEvent(r.rawBody).id === eventIds[0])
    expect(copies).toHaveLength(4)
    expect(new Set(copies.map((c) => c.rawBody)).size).toBe(1)
  })

  it('signs an event for a test to post itself, at a chosen time', async () => {
    const session = await gateway.createCheckoutSession(order())
    const resource = await standIn.session(session.id)
    const signed = await standIn.signedEvent('checkout_session.payment.paid', resource, {
      timestampSeconds: 1_764_300_000,
    })
    expect(
      verifyPaymongoSignature({
        header: signed.header,
        rawBody: signed.rawBody,
        secret: standIn.webhookSecret,
        mode: 'test',
        nowMs: 1_764_300_000_000,
      }),
    ).toEqual({ ok: true })
    expect(parseWebhookEvent(signed.rawBody)).toMatchObject({
      id: signed.id,
      session: { id: session.id },
    })
  })
})
