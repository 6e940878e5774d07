import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from './body-limits.ts'

/**
 * Each route takes the largest request its form can make, and nothing much larger
 * (issue 14: a newsletter sign-up needs about 1 KB, not the global 1 MB). Free text
 * is written in '🥩': zod counts lengths in code points, and this one is 4 bytes.
 */
let t: TestApp
let staffCookie: string
beforeAll(async () => {
  t = await createTestApp()
  staffCookie = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

let ipCounter = 0
const freshIp = () => `10.14.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`
const wide = (length: number) => '🥩'.repeat(length)
const bytes = (json: unknown) => new TextEncoder().encode(JSON.stringify(json)).byteLength

const post = (path: string, json: unknown, cookie?: string) =>
  t.request(path, { method: 'POST', json, ip: freshIp(), ...(cookie ? { cookie } : {}) })

/** A valid email of exactly 254 characters (the longest any form takes). */
const longestEmail = `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.ph`

const hostedLine = (i: number) => ({
  kind: 'hosted',
  productId: `p${String(i).padStart(63, '0')}`,
  variantId: `v${String(i).padStart(63, '0')}`,
  quantity: 1000,
  seenUnitPriceCentavos: Number.MAX_SAFE_INTEGER,
})
const fullCart = Array.from({ length: 100 }, (_, i) => hostedLine(i))

describe('the largest request of each form fits its route', () => {
  it('a newsletter sign-up with the longest address', async () => {
    const address = `${wide(240)}@${wide(5)}.${wide(7)}`
    expect([...address]).toHaveLength(254)
    const res = await post('/api/subscribers', { email: address, source: 'Promotions Page' })
    expect(res.status).toBe(200)
  })

  it('a contact message of 5,000 characters with every other field at its longest', async () => {
    const res = await post('/api/contact', {
      name: wide(120),
      email: longestEmail,
      phone: wide(40),
      subject: wide(200),
      message: wide(5000),
    })
    expect(res.status).toBe(201)
  })

  it('a sign-in with the longest email and a 1,024-character password', async () => {
    const res = await post('/api/auth/login', { email: longestEmail, password: wide(1024) })
    expect(res.status).toBe(401)
  })

  it('a new password of 1,024 characters', async () => {
    const res = await post('/api/auth/password/set', {
      token: 't'.repeat(200),
      password: wide(1024),
    })
    expect(res.status).toBe(400)
  })

  it('a quote and an order of 100 lines with the longest hosted-store ids', async () => {
    const quote = await post('/api/cart/quote', { lines: fullCart })
    expect(quote.status).not.toBe(413)
    const order = {
      fullName: wide(120),
      email: longestEmail,
      phone: '+63 917 555 0123',
      provinceCode: '0402100000',
      cityCode: '0402103000',
      barangayCode: '0402103004',
      address: wide(200),
      landmark: wide(120),
      deliveryInstructions: wide(300),
      postalCode: wide(20),
      paymentMethod: 'gcash',
      lines: fullCart,
      idempotencyKey: 'k'.repeat(100),
    }
    expect(bytes(order)).toBeGreaterThan(24 * 1024)
    const res = await post('/api/orders', order)
    // Refused for what it orders (none of those hosted products exists), not for its size.
    expect(res.status).not.toBe(413)
    expect((await res.json()).error.code).not.toBe('payload_too_large')
  })

  it('a quote and an order of 100 product lines, each with six choices and a 200-character note', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      kind: 'product',
      productId: 2_000_000_000 + i,
      unit: 'piece',
      quantity: 1000,
      choiceIds: Array.from({ length: 6 }, (_, j) => `${'c'.repeat(15)}${j}`),
      note: wide(200),
      ifRunsOut: 'substitute',
    }))
    const quote = await post('/api/cart/quote', { lines })
    // Priced (none of those products exists), not refused for its size.
    expect(quote.status).toBe(200)
    const order = {
      fullName: wide(120),
      email: longestEmail,
      phone: '+63 917 555 0123',
      provinceCode: '0402100000',
      cityCode: '0402103000',
      barangayCode: '0402103004',
      address: wide(200),
      landmark: wide(120),
      deliveryInstructions: wide(300),
      postalCode: wide(20),
      paymentMethod: 'gcash',
      lines,
      idempotencyKey: 'k'.repeat(100),
    }
    expect(bytes(order)).toBeGreaterThan(100 * 1024)
    const res = await post('/api/orders', order)
    expect(res.status).not.toBe(413)
    expect((await res.json()).error.code).not.toBe('payload_too_large')
  })

  it('a product with every text at its longest and five long image addresses', async () => {
    const res = await post(
      '/api/admin/products',
      {
        name: wide(120),
        category: 'beef',
        cutType: wide(80),
        price: '100,000.00',
        sku: `SKU-${wide(56)}`,
        stock: '100',
        origin: wide(80),
        minOrder: '1',
        description: wide(5000),
        tags: Array.from({ length: 10 }, () => wide(30)),
        deliveryAreas: Array.from(
          { length: 20 },
          (_, i) => `${String.fromCharCode(65 + i)}${wide(79)}`,
        ),
        allergens: wide(300),
        images: Array.from({ length: 5 }, (_, i) => ({
          url: `/${i}${wide(1998)}`,
          alt: wide(200),
        })),
        optionGroups: Array.from({ length: 6 }, () => ({
          name: wide(40),
          required: true,
          choices: Array.from({ length: 12 }, () => ({
            label: wide(60),
            extraPerKg: '5,000.00',
            available: true,
          })),
        })),
      },
      staffCookie,
    )
    expect(res.status).toBe(201)
  })

  it('a recipe of 100 ingredients and 100 steps of 1,000 characters', async () => {
    const rows = Array.from({ length: 100 }, () => wide(1000))
    const res = await post(
      '/api/admin/recipes',
      { title: wide(160), ingredients: rows, steps: rows },
      staffCookie,
    )
    expect(res.status).toBe(201)
  })
})

describe('a body over its route limit', () => {
  const writes = [
    '/api/subscribers',
    '/api/auth/login',
    '/api/auth/password/forgot',
    '/api/contact',
    '/api/cart/quote',
    '/api/orders',
    '/api/admin/products',
    '/api/admin/recipes',
    '/api/admin/promos',
    '/api/admin/settings/gcash',
    '/api/admin/users',
    '/api/admin/orders/cancel-pending',
  ]

  it.each(writes)('%s: 413 in the API error shape, one byte over', async (path) => {
    const limit = bodyLimitFor(path)
    if (limit === 'streamed') throw new Error(`${path} reads its own body`)
    const padding = 'x'.repeat(limit - bytes({ padding: '' }) + 1)
    expect(bytes({ padding })).toBe(limit + 1)
    const res = await post(path, { padding }, staffCookie)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request is too large.' },
    })
  })

  it('is refused before it is read in full, without a Content-Length', async () => {
    // A chunked body that never ends: only a limit checked while reading can answer it.
    let pushed = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pushed += 1024
        controller.enqueue(
          new TextEncoder().encode(pushed === 1024 ? '{"email":"' : 'a'.repeat(1024)),
        )
      },
    })
    const res = await t.request('/api/subscribers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('payload_too_large')
    expect(pushed).toBeLessThan(16 * 1024)
  })
})

describe('the table of limits', () => {
  it('matches a path and the paths below it, the longest entry first', () => {
    expect(bodyLimitFor('/api/subscribers')).toBe(2 * 1024)
    expect(bodyLimitFor('/api/admin/products/12/visibility')).toBe(128 * 1024)
    expect(bodyLimitFor('/api/admin/media')).toBe('streamed')
    expect(bodyLimitFor('/api/subscribersx')).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor('/api/admin/users/3')).toBe(DEFAULT_BODY_LIMIT)
  })
})
