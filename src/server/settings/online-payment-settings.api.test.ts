import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSettingsApiPaths as paths } from '#shared/api-paths/settings.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { defaultSettings, type PublicSite } from '#shared/schemas/settings.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { acceptedPaymentLabelsOf } from './site-routes.ts'

/**
 * Settings and the public site with PayMongo configured (issue 32). Nothing here calls
 * PayMongo: the keys only turn online payment on.
 */
let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp({
    PAYMONGO_SECRET_KEY: 'sk_test_settings0000000000',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_settings0000000000',
    PUBLIC_URL: 'https://shop.example',
  })
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const put = (path: string, json: unknown) => t.request(path, { method: 'PUT', json, cookie: admin })
async function json<T>(path: string, cookie?: string): Promise<T> {
  const res = await t.request(path, cookie ? { cookie } : {})
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

describe('with PayMongo configured', () => {
  it('Settings say so, in test mode, with the webhook address on PUBLIC_URL', async () => {
    const settings = await json<AdminSettings>(paths.settings, admin)
    expect(settings.paymentGateway).toEqual({
      configured: true,
      mode: 'test',
      webhookUrl: 'https://shop.example/api/payments/paymongo/webhook',
    })
    expect(settings.onlinePayments).toEqual(defaultSettings.onlinePayments)
  })

  it('the footer and the FAQ name the ways to pay the admin offers, and follow a save at once', async () => {
    const site = await json<PublicSite>('/api/site')
    expect(site.onlinePayments).toBe(true)
    expect(site.acceptedPayments).toEqual(['Cash on Delivery', 'GCash', 'Maya', 'QR Ph', 'Card'])

    expect(
      (
        await put(paths.onlinePayments, {
          methods: ['card'],
          paymentDeadlineMinutes: 60,
          allowSwitchToCod: true,
        })
      ).status,
    ).toBe(200)
    const gcash = (await json<AdminSettings>(paths.settings, admin)).gcash
    expect((await put(paths.gcash, { ...gcash, manualEnabled: false })).status).toBe(200)
    expect(await json<CheckoutOptions>('/api/checkout/options')).toMatchObject({
      paymentMethods: ['cod', 'online'],
    })
    expect((await json<PublicSite>('/api/site')).acceptedPayments).toEqual([
      'Cash on Delivery',
      'Card',
    ])

    expect((await put(paths.gcash, { ...gcash, manualEnabled: true })).status).toBe(200)
    expect((await put(paths.onlinePayments, defaultSettings.onlinePayments)).status).toBe(200)
    expect((await json<PublicSite>('/api/site')).acceptedPayments).toHaveLength(5)
  })
})

describe('acceptedPaymentLabelsOf', () => {
  it('names each way once, in the order checkout offers them', () => {
    expect(acceptedPaymentLabelsOf(['cod', 'gcash'], [])).toEqual(['Cash on Delivery', 'GCash'])
    expect(acceptedPaymentLabelsOf(['cod', 'online', 'gcash'], ['gcash', 'qrph'])).toEqual([
      'Cash on Delivery',
      'GCash',
      'QR Ph',
    ])
  })
})
