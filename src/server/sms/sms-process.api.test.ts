import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kg, orderBody } from '#tests/support/fixtures/order-fixtures.ts'
import {
  freshServerData,
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
} from '#tests/support/processes/server-process.ts'
import {
  type SemaphoreStandIn,
  startSemaphoreStandIn,
} from '#tests/support/sms/semaphore-stand-in-process.ts'

/**
 * The real server process with SMS_PROVIDER=semaphore and SEMAPHORE_API_URL on the
 * Semaphore stand-in, itself a process: checkout texts the code at once, and the order
 * placed with it and 'Text me updates' has its text at the gateway moments later, sent
 * by the process's own text worker.
 */
let data: ServerData
let standIn: SemaphoreStandIn
let server: ServerProcess
beforeAll(async () => {
  ;[data, standIn] = await Promise.all([
    freshServerData('meatshop-sms-process'),
    startSemaphoreStandIn(),
  ])
  server = await startServer(data, {
    ...standIn.smsEnv('PrimeCuts'),
    PUBLIC_URL: 'https://shop.example',
    LOG_LEVEL: 'info',
  })
})
afterAll(async () => {
  if (server) await stopServer(server)
  await Promise.all([standIn?.stop(), data?.remove()])
})

describe('order texts from the server process', () => {
  it('sends the checkout code at once and the order-placed text through the worker, via Semaphore (the stand-in)', async () => {
    const options = await (await fetch(`${server.base}/api/checkout/options`)).json()
    const zoneId = options.zones[0].id
    const products = await (await fetch(`${server.base}/api/catalog/products`)).json()
    const inStock = products.items.find((p: { stockGrams: number }) => p.stockGrams >= 5000)
    const body = orderBody(zoneId, [kg(inStock.id)], { textUpdates: true })
    const send = (json: unknown, cookie?: string) =>
      fetch(`${server.base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.base,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(json),
      })
    // Verification is on with a gateway: the first answer is the code, sent at once.
    const asked = await send(body)
    expect(asked.status, await asked.clone().text()).toBe(202)
    const device = asked.headers.get('set-cookie')!.split(';')[0]!
    const number = `0${body.phone.replace(/\D/g, '').slice(-10)}`
    const [codeText] = await standIn.waitForMessages(number, 1, 20_000)
    const code = codeText!.message.match(/\b(\d{6})\b/)![1]!
    expect(codeText!.sendername).toBe('PrimeCuts')

    const placed = await send({ ...body, verificationCode: code }, device)
    expect(placed.status, await placed.clone().text()).toBe(201)
    const order = await placed.json()

    const [, text] = await standIn.waitForMessages(number, 2, 20_000)
    expect(text!.sendername).toBe('PrimeCuts')
    expect(text!.message).toContain(order.orderId)
    expect(text!.message).toMatch(/https:\/\/shop\.example\/orders\/[A-Za-z0-9_-]{22}/)
    expect(text!.message.length).toBeLessThanOrEqual(160)

    expect(server.output()).toContain('text outbox worker started')
    // The key is a secret: never in the log.
    expect(server.output()).not.toContain(standIn.apiKey)
  })
})
