import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import { kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Over a real socket (decision 0082): a shopper's phone still sending a large
 * screenshot gets the refusal for an order that takes no proof while it sends; the
 * server then stops taking the upload (@hono/node-server drains briefly and closes).
 */
let t: TestApp
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  t = await createTestApp()
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await t.close()
})

const BOUNDARY = 'proofboundary'

/** The form's fields and the file's headers, then file bytes for as long as it is let. */
function endlessUpload(path: string) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (response) => {
        answered = true
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (text: string) => {
          body += text
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }))
      },
    )
    // The server closes the connection once it has answered and stopped reading.
    request.on('error', (err) => (answered ? undefined : reject(err)))
    const field = (name: string, value: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    request.write(
      `${field('referenceNumber', '1234567890123')}${field('purpose', 'payment')}` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
    const chunk = Buffer.alloc(64 * 1024, 1)
    const sendMore = () => {
      // 64 MB at most: far past the 5 MB a proof may have, should the server read on.
      while (!answered && !request.destroyed && sent < 64 * 1024 * 1024) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', sendMore)
      }
    }
    sendMore()
  })
}

describe('a refused proof over a real socket', () => {
  it('is answered while the phone is still sending', async () => {
    const shop = await kiloOrders(t, 'Socket Ribeye', 100_000)
    const cod = await shop.place('cod')
    const { status, body, sent } = await endlessUpload(orderApiPaths.paymentProof(cod.accessToken))
    expect(status).toBe(409)
    expect(JSON.parse(body).error.message).toBe(paymentMessages.codNeedsNoProof)
    // What the socket buffers took before the answer came (a few MB on loopback), far
    // from the 64 MB this client sends when nobody answers; that the server read none
    // of the file is counted in proof-upload-bounds.api.test.ts.
    expect(sent).toBeLessThan(16 * 1024 * 1024)
  })
})
