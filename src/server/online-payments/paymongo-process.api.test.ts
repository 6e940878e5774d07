import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderApiPaths, paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import type { OnlinePaymentStatus } from '#shared/schemas/online-payments.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { kg, orderBody } from '#tests/support/fixtures/order-fixtures.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import {
  freshServerData,
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
} from '#tests/support/processes/server-process.ts'

/**
 * The real server process, as `npm start` runs it, with PAYMONGO_SECRET_KEY,
 * PAYMONGO_WEBHOOK_SECRET and PAYMONGO_API_URL on the PayMongo stand-in, itself a
 * process: checkout offers paying online, placing sends the shopper to the stand-in's
 * page with the server's own prices, and paying there reaches the shop by a signed
 * webhook that marks the order paid.
 */
let data: ServerData
let paymongo: PaymongoStandIn
let server: ServerProcess
const publicUrl = 'https://shop.example'

beforeAll(async () => {
  ;[data, paymongo] = await Promise.all([
    freshServerData('meatshop-paymongo-process'),
    startPaymongoStandIn(),
  ])
  server = await startServer(data, { ...paymongo.paymongoEnv(publicUrl), LOG_LEVEL: 'info' })
  await paymongo.setWebhookUrl(`${server.base}${paymentGatewayApiPaths.paymongoWebhook}`)
})
afterAll(async () => {
  if (server) await stopServer(server)
  await Promise.all([paymongo?.stop(), data?.remove()])
})

describe('paying online with the server process', () => {
  it('offers Pay online, sends the shopper to PayMongo with the order total, and a signed webhook marks the order paid', async () => {
    const options = await (await fetch(`${server.base}${orderApiPaths.checkoutOptions}`)).json()
    expect(options.paymentMethods).toEqual(['cod', 'online', 'gcash'])
    const products = await (await fetch(`${server.base}/api/catalog/products`)).json()
    const inStock = products.items.find((p: { stockGrams: number }) => p.stockGrams >= 5000)
    const body = orderBody(options.zones[0].id, [kg(inStock.id)], { paymentMethod: 'online' })
    const placed = await fetch(`${server.base}${orderApiPaths.place}`, {
      method: 'POST',
      // A forged Host must never build the return address.
      headers: { 'content-type': 'application/json', origin: server.base, host: 'evil.example' },
      body: JSON.stringify(body),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = (await placed.json()) as PublicOrder
    const checkoutUrl = order.onlinePayment?.checkoutUrl ?? ''
    expect(checkoutUrl.startsWith(`${paymongo.url}/checkout/cs_`)).toBe(true)

    const [session] = await paymongo.sessions()
    const attributes = session!.attributes
    expect(attributes.reference_number).toBe(order.orderId)
    const asked = attributes.line_items.reduce(
      (sum: number, item: { amount: number; quantity: number }) =>
        sum + item.amount * item.quantity,
      0,
    )
    expect(asked).toBe(order.totalCentavos)
    expect(attributes.success_url).toBe(`${publicUrl}/orders/${order.accessToken}?payment=returned`)

    // The shopper taps 'Authorize' on PayMongo's page and is sent back to the shop.
    const id = checkoutUrl.split('/').at(-1)!
    const authorized = await fetch(`${paymongo.url}/checkout/${id}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=gcash',
      redirect: 'manual',
    })
    expect(authorized.status).toBe(303)
    expect(authorized.headers.get('location')).toBe(attributes.success_url)

    // The webhook has reached the process: the order is paid without asking PayMongo.
    const events = await paymongo.events()
    const paid = events.find((e) => e.type === 'checkout_session.payment.paid')!
    const delivered = await paymongo.waitForDeliveries(paid.id)
    expect(delivered.deliveries[0]!.status).toBe(200)
    const status = (await (
      await fetch(`${server.base}${orderApiPaths.onlinePayment(order.accessToken)}`)
    ).json()) as OnlinePaymentStatus
    expect(status.state).toBe('paid')
    expect(status.paidLabel).toBe('Paid online (GCash)')
    const after = (await (
      await fetch(`${server.base}${orderApiPaths.byToken(order.accessToken)}`)
    ).json()) as PublicOrder
    expect(after.status).toBe('paid')

    // The keys are secrets: never in the log.
    expect(server.output()).not.toContain(paymongo.secretKey)
    expect(server.output()).not.toContain(paymongo.webhookSecret)
  })
})
