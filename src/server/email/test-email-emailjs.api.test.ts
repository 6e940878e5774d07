import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeEmailJsServer,
  startFakeEmailJsServer,
} from '#tests/support/email/fake-emailjs-server.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { sendThroughEmailJs } from './emailjs-client.ts'

const PRIVATE_KEY = 'private-key-never-shown'
const testPath = '/api/admin/notifications/test'

let fake: FakeEmailJsServer
let t: TestApp
let admin: string
beforeAll(async () => {
  fake = await startFakeEmailJsServer()
  t = await createTestApp({
    EMAILJS_SERVICE_ID: 'service_test',
    EMAILJS_TEMPLATE_ID: 'template_test',
    EMAILJS_PUBLIC_KEY: 'public-key',
    EMAILJS_PRIVATE_KEY: PRIVATE_KEY,
    EMAILJS_API_URL: fake.url,
  })
  admin = (await t.signIn('admin')).cookie
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function sendTest(answer: FakeEmailJsServer['answer']) {
  fake.answer = answer
  fake.received.length = 0
  const res = await t.request(testPath, {
    method: 'POST',
    cookie: admin,
    json: { notificationEmails: 'owner@primecuts.ph, staff@primecuts.ph' },
  })
  const text = await res.text()
  expect(text).not.toContain(PRIVATE_KEY)
  return { status: res.status, body: JSON.parse(text) }
}

describe('test email through the EmailJS REST API', () => {
  it('is the provider when SMTP is not set', async () => {
    const res = await t.request('/api/admin/notifications', { cookie: admin })
    expect((await res.json()).provider).toBe('emailjs')
  })

  it('posts the ids, keys and template params, and answers who it went to', async () => {
    const { status, body } = await sendTest({ status: 200, text: 'OK' })
    expect(status).toBe(200)
    expect(body).toEqual({
      provider: 'emailjs',
      recipients: ['owner@primecuts.ph', 'staff@primecuts.ph'],
    })
    expect(fake.received).toEqual([
      {
        service_id: 'service_test',
        template_id: 'template_test',
        user_id: 'public-key',
        accessToken: PRIVATE_KEY,
        template_params: {
          to_email: 'owner@primecuts.ph, staff@primecuts.ph',
          from_name: 'Prime Cuts Butchery',
          reply_to: 'orders@primecuts.ph',
          site_name: 'Prime Cuts Butchery',
        },
      },
    ])
  })

  it.each([
    [
      400,
      'The template ID is invalid',
      /^EmailJS rejected the request as invalid: The template ID is invalid$/,
    ],
    [
      403,
      'API calls are disabled for non-browser applications',
      /API calls are disabled for non-browser applications.*Security settings of the EmailJS account/,
    ],
    [412, 'Gmail_API: Invalid grant', /Gmail_API: Invalid grant.*Reconnect that email service/],
    [429, 'Too Many Requests', /^EmailJS is rate limiting this account/],
    [500, 'Internal error', /^EmailJS is unavailable right now \(status 500\)/],
  ])('tells a %i answer apart with its own message', async (code, text, message) => {
    const { status, body } = await sendTest({ status: code, text })
    expect(status).toBe(502)
    expect(body.error.code).toBe('email_provider_failed')
    expect(body.error.message).toMatch(message)
  })

  it('never repeats the private key, even when the provider echoes it', async () => {
    const { status, body } = await sendTest({ status: 400, text: `bad token ${PRIVATE_KEY}` })
    expect(status).toBe(502)
    expect(body.error.message).toBe('EmailJS rejected the request as invalid: bad token ***')
  })

  it('gives up on a provider that does not answer in time', async () => {
    fake.answer = 'hang'
    const config = {
      serviceId: 's',
      templateId: 't',
      publicKey: 'p',
      privateKey: PRIVATE_KEY,
      apiUrl: fake.url,
    }
    const params = { to_email: 'a@b.co', from_name: 'x', reply_to: '', site_name: 'x' }
    await expect(sendThroughEmailJs(config, params, 200)).rejects.toThrow(
      'EmailJS did not answer within 0.2 seconds',
    )
  })
})
