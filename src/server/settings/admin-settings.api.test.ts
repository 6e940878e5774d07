import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { settings } from '#server/db/schema/shop.ts'
import { adminSettingsApiPaths as paths } from '#shared/api-paths/settings.ts'
import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import type { AdminSettings } from '#shared/schemas/admin-settings.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { defaultHomepageImages, defaultSettings } from '#shared/schemas/settings.ts'
import { solidImage, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import { withSmsGateway } from '#tests/support/fixtures/phone-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: string
let editor: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.signIn('admin')).cookie
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const put = (path: string, json: unknown, cookie = admin) =>
  t.request(path, { method: 'PUT', json, cookie })

async function current(): Promise<AdminSettings> {
  const res = await t.request(paths.settings, { cookie: admin })
  expect(res.status).toBe(200)
  return (await res.json()) as AdminSettings
}

async function publicJson<T>(path: string): Promise<T> {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

/** The FAQ's same-day promise /api/site adds, from the seeded zones' schedules. */
const sameDayDelivery = { cutoffMinute: 840, zoneNames: ['Metro Manila'] }

const site = (extra: Record<string, unknown> = {}) => ({
  siteName: 'Prime Cuts Test',
  contactEmail: 'hello@primecuts.ph',
  contactPhone: '+63 917 000 0000',
  address: '1 Test Street, Makati',
  freeDeliveryThreshold: '2500.50',
  ...extra,
})

const gcash = {
  accountName: 'Juan Dela Cruz',
  accountNumber: '0917 111 2222',
  instructions: 'Pay.',
  paymentDeadlineHours: 48,
}

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', paths.settings],
    ['PUT', paths.site],
    ['PUT', paths.gcash],
    ['PUT', paths.onlinePayments],
    ['PUT', paths.homepage],
    ['PUT', paths.search],
    ['PUT', paths.about],
  ]
  it.each(routes)(
    '%s %s refuses a shopper with 401 and an editor with 403',
    async (method, path) => {
      const body = method === 'PUT' ? { json: {} } : {}
      expect((await t.request(path, { method, ...body })).status).toBe(401)
      expect((await t.request(path, { method, ...body, cookie: editor })).status).toBe(403)
    },
  )
})

describe('GET', () => {
  it('answers the current General, GCash, Checkout and Homepage sections', async () => {
    expect(await current()).toEqual({
      site: defaultSettings.site,
      gcash: defaultSettings.gcash,
      onlinePayments: defaultSettings.onlinePayments,
      // No PayMongo keys in this app: online payment is not offered.
      paymentGateway: {
        configured: false,
        mode: null,
        webhookUrl: 'http://localhost:3000/api/payments/paymongo/webhook',
      },
      // No SMS gateway in this app: phones cannot be verified.
      checkout: { verifyPhones: false },
      sms: { configured: false },
      homepage: defaultHomepageImages,
      search: defaultSettings.search,
      about: defaultSettings.about,
      publicAddress: { siteOrigin: 'http://localhost:3000', publicUrlConfigured: false },
    })
  })

  it('says where links in emails point: the listen address without PUBLIC_URL, else PUBLIC_URL', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      PUBLIC_URL: 'http://shop.example/',
    })
    const configured = createApp({ ...t.deps, config })
    const res = await configured.request('http://localhost/api/admin/settings', {
      headers: { cookie: admin },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as AdminSettings).publicAddress).toEqual({
      siteOrigin: 'http://shop.example',
      publicUrlConfigured: true,
    })

    const unset = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '8080' })
    const local = await createApp({ ...t.deps, config: unset }).request(
      'http://shop.example/api/admin/settings',
      { headers: { cookie: admin, host: 'shop.example' } },
    )
    expect(((await local.json()) as AdminSettings).publicAddress).toEqual({
      siteOrigin: 'http://127.0.0.1:8080',
      publicUrlConfigured: false,
    })
  })
})

describe('General settings', () => {
  it('saves pesos as centavos and the storefront and checkout read it at once', async () => {
    const res = await put(paths.site, site())
    expect(res.status).toBe(200)
    const saved = await res.json()
    expect(saved).toMatchObject({
      siteName: 'Prime Cuts Test',
      freeDeliveryThresholdCentavos: 250_050,
    })
    expect(await publicJson('/api/site')).toEqual({
      ...saved,
      sameDayDelivery,
      hostedStore: true,
      about: defaultSettings.about,
      acceptedPayments: ['Cash on Delivery', 'GCash'],
      onlinePayments: false,
    })
    const options = await publicJson<CheckoutOptions>('/api/checkout/options')
    expect(options.freeDeliveryThresholdCentavos).toBe(250_050)
    expect((await current()).site).toEqual(saved)
  })

  it('takes a threshold of 0 and leaves phone and address optional', async () => {
    const res = await put(
      paths.site,
      site({ freeDeliveryThreshold: 0, contactPhone: undefined, address: '' }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      freeDeliveryThresholdCentavos: 0,
      contactPhone: '',
      address: '',
    })
  })

  it.each([
    [{ siteName: '  ' }, 'siteName', 'Site name is required'],
    [{ contactEmail: '' }, 'contactEmail', 'Contact email is required'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Enter a valid email address'],
    [{ freeDeliveryThreshold: '' }, 'freeDeliveryThreshold', 'Free delivery threshold is required'],
    [{ freeDeliveryThreshold: '-5' }, 'freeDeliveryThreshold', 'in pesos'],
    [{ freeDeliveryThreshold: 'abc' }, 'freeDeliveryThreshold', 'in pesos'],
    [{ freeDeliveryThreshold: '12.345' }, 'freeDeliveryThreshold', 'in pesos'],
    [{ freeDeliveryThreshold: '99999999' }, 'freeDeliveryThreshold', 'between'],
  ])('refuses %j with a message on %s and changes nothing', async (extra, field, message) => {
    const before = await current()
    const res = await put(paths.site, site({ siteName: 'Should Not Save', ...extra }))
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.fields[field]).toContain(message)
    expect(await current()).toEqual(before)
    expect(await publicJson('/api/site')).toEqual({
      ...before.site,
      sameDayDelivery,
      hostedStore: true,
      about: before.about,
      acceptedPayments: ['Cash on Delivery', 'GCash'],
      onlinePayments: false,
    })
  })
})

describe('GCash settings', () => {
  it('saves and checkout shows the new details at once', async () => {
    const res = await put(paths.gcash, gcash)
    expect(res.status).toBe(200)
    const saved = { ...gcash, manualEnabled: true, qrImage: null }
    expect(await res.json()).toEqual(saved)
    expect((await publicJson<CheckoutOptions>('/api/checkout/options')).gcash).toEqual(saved)
  })

  it('refuses a missing account name or number and changes nothing', async () => {
    const before = await current()
    const res = await put(paths.gcash, { accountName: '', accountNumber: ' ', instructions: 'x' })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({
      accountName: 'Account name is required',
      accountNumber: 'Account number is required',
    })
    expect(await current()).toEqual(before)
  })

  it('takes the payment deadline in whole hours from 1 to 168, typed or as a number', async () => {
    for (const [typed, hours] of [
      ['1', 1],
      [' 168 ', 168],
      [36, 36],
    ] as const) {
      const res = await put(paths.gcash, { ...gcash, paymentDeadlineHours: typed })
      expect(res.status).toBe(200)
      expect((await res.json()).paymentDeadlineHours).toBe(hours)
      expect((await current()).gcash.paymentDeadlineHours).toBe(hours)
    }
  })

  it.each([0, 169, 1.5, '1.5', 'abc', '', '-3', '9'.repeat(50)])(
    'refuses a payment deadline of %j beside the field and changes nothing',
    async (hours) => {
      const before = await current()
      const res = await put(paths.gcash, { ...gcash, paymentDeadlineHours: hours })
      expect(res.status).toBe(422)
      expect((await res.json()).error.fields).toEqual({
        paymentDeadlineHours: 'Enter whole hours from 1 to 168',
      })
      expect(await current()).toEqual(before)
    },
  )

  it('keeps the stored deadline for a client that sends none; a row saved before it existed reads 24 hours', async () => {
    const { paymentDeadlineHours: _, ...withoutDeadline } = gcash
    expect((await put(paths.gcash, { ...gcash, paymentDeadlineHours: 36 })).status).toBe(200)
    const res = await put(paths.gcash, withoutDeadline)
    expect(res.status).toBe(200)
    expect((await res.json()).paymentDeadlineHours).toBe(36)
    expect((await current()).gcash.paymentDeadlineHours).toBe(36)

    await t.db.update(settings).set({ value: withoutDeadline }).where(eq(settings.key, 'gcash'))
    expect((await current()).gcash).toEqual({
      ...withoutDeadline,
      paymentDeadlineHours: 24,
      manualEnabled: true,
      qrImage: null,
    })
  })
})

describe('Settings > Manual Payment Methods: the screenshot switch and the QR Ph code', () => {
  it('saves both, keeps them for a client that leaves them out, and Remove sets the code to none', async () => {
    const image = await uploadOk(t, await solidImage(400, 400).png().toBuffer(), admin)
    const res = await put(paths.gcash, { ...gcash, manualEnabled: false, qrImage: image.url })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ manualEnabled: false, qrImage: image.url })
    // Without a payment gateway the screenshot flow is offered whatever the switch says.
    const options = await publicJson<CheckoutOptions>('/api/checkout/options')
    expect(options.gcash.qrImage).toBe(image.url)
    expect(options.paymentMethods).toEqual(['cod', 'gcash'])

    // An older client's save leaves both as they are.
    const older = await put(paths.gcash, { ...gcash, accountName: 'Maria Santos' })
    expect(older.status).toBe(200)
    expect(await older.json()).toMatchObject({
      accountName: 'Maria Santos',
      manualEnabled: false,
      qrImage: image.url,
    })
    expect((await t.request(image.url)).status).toBe(200)

    // Remove: no code shown, and the upload nothing refers to any more goes.
    const removed = await put(paths.gcash, { ...gcash, manualEnabled: true, qrImage: null })
    expect(removed.status).toBe(200)
    expect((await current()).gcash).toMatchObject({ manualEnabled: true, qrImage: null })
    expect((await t.request(image.url)).status).toBe(404)
  })

  it.each([
    ['an outside address', 'https://evil.example/qr.png'],
    ['a path outside /media/', '/images/qr.png'],
    ['an upload this shop never stored', `/media/${'b'.repeat(32)}/640.webp`],
  ])('refuses %s as the QR Ph code and changes nothing', async (_label, qrImage) => {
    const before = await current()
    const res = await put(paths.gcash, { ...gcash, qrImage })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.qrImage).toBeTruthy()
    expect(await current()).toEqual(before)
  })
})

describe('Settings > Online payments', () => {
  const online = { methods: ['gcash', 'card'], paymentDeadlineMinutes: 90, allowSwitchToCod: false }

  it('saves the methods (in the listed order), the deadline typed or as a number, and the switch', async () => {
    const res = await put(paths.onlinePayments, {
      ...online,
      methods: ['card', 'gcash'],
      paymentDeadlineMinutes: ' 90 ',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(online)
    expect((await current()).onlinePayments).toEqual(online)

    const back = await put(paths.onlinePayments, defaultSettings.onlinePayments)
    expect(await back.json()).toEqual(defaultSettings.onlinePayments)
  })

  it.each([
    [{ ...online, methods: [] }, { methods: 'Choose at least one way to pay online' }],
    [
      { ...online, paymentDeadlineMinutes: 14 },
      { paymentDeadlineMinutes: 'Enter whole minutes from 15 to 1440' },
    ],
    [
      { ...online, paymentDeadlineMinutes: '1441' },
      { paymentDeadlineMinutes: 'Enter whole minutes from 15 to 1440' },
    ],
    [
      { ...online, paymentDeadlineMinutes: '30.5' },
      { paymentDeadlineMinutes: 'Enter whole minutes from 15 to 1440' },
    ],
  ])('refuses %j beside the field and changes nothing', async (body, fields) => {
    const before = await current()
    const res = await put(paths.onlinePayments, body)
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual(fields)
    expect(await current()).toEqual(before)
  })

  it('refuses a method PayMongo is not offered for and a missing field', async () => {
    const before = await current()
    const unknown = await put(paths.onlinePayments, { ...online, methods: ['gcash', 'bitcoin'] })
    expect(unknown.status).toBe(422)
    const { allowSwitchToCod: _, ...missing } = online
    const partial = await put(paths.onlinePayments, missing)
    expect(partial.status).toBe(422)
    expect((await partial.json()).error.fields.allowSwitchToCod).toBeTruthy()
    expect(await current()).toEqual(before)
  })

  it('is refused to an editor and changes nothing', async () => {
    const before = await current()
    expect((await put(paths.onlinePayments, online, editor)).status).toBe(403)
    expect(await current()).toEqual(before)
  })
})

describe('Homepage settings', () => {
  const withHero = (heroImage: string) => ({ ...defaultHomepageImages, heroImage })

  it('saves an uploaded image, shows it on /api/homepage at once, and sweeps it when reset', async () => {
    const image = await uploadOk(t, await solidImage(800, 400).png().toBuffer(), admin)
    const next = {
      heroImage: image.url,
      categoryImages: { ...defaultHomepageImages.categoryImages, pork: image.url },
    }
    const res = await put(paths.homepage, next)
    expect(res.status).toBe(200)
    expect(await publicJson('/api/homepage')).toEqual(next)
    expect((await t.request(image.url)).status).toBe(200)

    // Dropping it from one place keeps it: the pork tile still uses it.
    expect(
      (await put(paths.homepage, { ...next, heroImage: defaultHomepageImages.heroImage })).status,
    ).toBe(200)
    expect((await t.request(image.url)).status).toBe(200)

    // Back to the originals: nothing refers to the upload, so its files go.
    expect((await put(paths.homepage, defaultHomepageImages)).status).toBe(200)
    expect(await publicJson('/api/homepage')).toEqual(defaultHomepageImages)
    expect((await t.request(image.url)).status).toBe(404)
  })

  it.each([
    ['an outside address', 'https://evil.example/hero.png'],
    ['another sample', defaultHomepageImages.categoryImages.beef],
    ['an empty value', ''],
  ])('refuses %s and changes nothing', async (_label, heroImage) => {
    const before = await current()
    const res = await put(paths.homepage, withHero(heroImage))
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields.heroImage).toBeTruthy()
    expect(await current()).toEqual(before)
  })

  it('refuses an upload address this shop never stored', async () => {
    const res = await put(paths.homepage, {
      ...defaultHomepageImages,
      categoryImages: {
        ...defaultHomepageImages.categoryImages,
        seafood: `/media/${'a'.repeat(32)}/1280.webp`,
      },
    })
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({
      'categoryImages.seafood': 'That image is no longer stored; please upload it again',
    })
    expect((await current()).homepage).toEqual(defaultHomepageImages)
  })
})

describe('Settings > Checkout: verify mobile numbers', () => {
  it('is off and cannot be turned on without an SMS gateway, and says why', async () => {
    t.deps.sms = undefined
    const settings = await current()
    expect(settings.checkout).toEqual({ verifyPhones: false })
    expect(settings.sms).toEqual({ configured: false })
    const refused = await put(paths.checkout, { verifyPhones: true })
    expect(refused.status).toBe(422)
    expect((await refused.json()).error.fields).toEqual({
      verifyPhones: phoneVerificationMessages.noGateway,
    })
  })

  it('is on by default once a gateway is configured; the admin may turn it off, an editor may not', async () => {
    withSmsGateway(t)
    try {
      expect((await current()).checkout).toEqual({ verifyPhones: true })
      expect((await put(paths.checkout, { verifyPhones: false }, editor)).status).toBe(403)
      const off = await put(paths.checkout, { verifyPhones: false })
      expect(off.status).toBe(200)
      expect(await off.json()).toEqual({ verifyPhones: false })
      expect((await current()).checkout).toEqual({ verifyPhones: false })
      expect((await put(paths.checkout, { verifyPhones: true })).status).toBe(200)
    } finally {
      t.deps.sms = undefined
    }
  })
})
