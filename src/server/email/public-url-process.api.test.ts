import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/shop.ts'
import {
  freshServerData,
  type ServerData,
  startServer,
  stopServer,
  withServerDatabase,
} from '#tests/support/processes/server-process.ts'

/**
 * The real process, started as `npm start` starts it but without PUBLIC_URL: it says at
 * start where links in emails will point, and a forged Host changes nothing about them.
 */
let data: ServerData
beforeAll(async () => {
  data = await freshServerData('meatshop-public-url')
})
afterAll(() => data.remove())

/** A POST as a script sends it, with a Host header of its choosing (fetch cannot set one). */
function postWithHost(port: number, target: string, host: string, json: unknown) {
  const body = JSON.stringify(json)
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'x-forwarded-proto': 'https',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('a server started without PUBLIC_URL', () => {
  it('warns at start, and its emails link to http://localhost:<port> whatever Host says', async () => {
    const server = await startServer(data, {
      // As `npm start` runs by default: listening on every address, shown as localhost.
      HOST: '0.0.0.0',
      PUBLIC_URL: '',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'owner@primecuts.ph',
    })
    try {
      const origin = `http://localhost:${server.port}`
      expect(server.output()).toContain(
        `PUBLIC_URL is not set: links in emails will point at ${origin}; set PUBLIC_URL`,
      )
      const status = await postWithHost(
        server.port,
        '/api/auth/password/forgot',
        'attacker.example',
        {
          email: 'owner@primecuts.ph',
        },
      )
      expect(status).toBe(202)
    } finally {
      expect(await stopServer(server)).toBe(0)
    }

    // The embedded database opens once the server has stopped (PostgreSQL at any time).
    const emails = await withServerDatabase(data, (handle) => handle.db.select().from(emailOutbox))
    const reset = emails.find((e) => e.kind === 'staff_reset_password')
    expect(reset?.toAddresses).toEqual(['owner@primecuts.ph'])
    expect(reset!.textBody).toContain(`http://localhost:${server.port}/admin/set-password?token=`)
    expect(reset!.textBody).not.toContain('attacker.example')
    expect(reset!.htmlBody).not.toContain('attacker.example')
  }, 120_000)
})
