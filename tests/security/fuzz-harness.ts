import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { z } from 'zod'
import { bundles, products, promos, recipes } from '#server/db/schema/catalog.ts'
import { contactMessages, shippingZones } from '#server/db/schema/shop.ts'
import type { TestApp } from '#tests/support/test-app.ts'
import { dataDigest } from './db-digest.ts'
import type { FuzzIds } from './fuzz-ids.ts'
import { gatewayStatus } from './route-table.ts'

/**
 * docs/api.md, exactly: `{error: {code, message, fields?}}` and nothing else.
 * `fields` maps a field path ('lines.0.quantity', '_' for the body itself) to the
 * first message for it (src/server/http/validate.ts), so values are strings.
 */
export const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[a-z_]+$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
    // With a 429: the wait in whole seconds, as in Retry-After (http/errors.ts).
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
})

/** The fuzzing session and the data digest as of the last request. */
export interface Sent {
  t: TestApp
  cookie: string
  digest: Record<string, string> | undefined
}

let ipCounter = 0
/** A new client address per request, so rate limits trip late (a 429 is still a fine answer). */
function nextIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export interface RawRequest {
  method: string
  /** Skip the per-request data check; the caller compares digests around a batch (GETs). */
  batchDataCheck?: boolean
  body?: string | Uint8Array<ArrayBuffer>
  contentType?: string
}

/**
 * Sends one request and checks the rules every answer obeys: no 5xx (bar a
 * deliberate gateway answer), a 4xx in the error shape, and no data changed by a
 * refusal or by any GET. Returns the status.
 */
export async function sendAndCheck(
  sent: Sent,
  route: string,
  url: string,
  { method, body, contentType, batchDataCheck }: RawRequest,
): Promise<number> {
  const before = batchDataCheck ? undefined : (sent.digest ?? (await dataDigest(sent.t.db)))
  const headers: Record<string, string> = {}
  if (contentType !== undefined) headers['content-type'] = contentType
  const res = await sent.t.request(url, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    cookie: sent.cookie,
    ip: nextIp(),
  })
  const text = await res.text()
  const where = `${method} ${url} -> ${res.status} ${text.slice(0, 400)}`
  if (!gatewayStatus[route]?.includes(res.status)) expect(res.status, where).toBeLessThan(500)
  if (res.status >= 400 && url.startsWith('/api/')) {
    expect(res.headers.get('content-type'), where).toMatch(/^application\/json/)
    const parsed = errorShape.safeParse(JSON.parse(text))
    expect(parsed.success, `${where}\n${parsed.error?.message}`).toBe(true)
  }
  if (batchDataCheck) return res.status
  const after = await dataDigest(sent.t.db)
  if (res.status >= 400 || method === 'GET') expect(after, `data changed: ${where}`).toEqual(before)
  sent.digest = after
  return res.status
}

const big = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) })

/** Bodies no JSON route may accept, each with the statuses it may get. */
export function rawBodies(validJson: string) {
  const json = 'application/json'
  // `noFields`: a body naming no field, which a route with only optional fields may accept.
  const cases: {
    name: string
    request: Omit<RawRequest, 'method'>
    expect: number[]
    noFields?: boolean
  }[] = [
    ...['{', '{"a":', "{'a':1}", '[1,]', 'NaN', 'undefined', '{"a":1}{"b":2}', '\u0000']
      .map((body) => ({ name: `invalid JSON ${JSON.stringify(body)}`, body }))
      .map(({ name, body }) => ({ name, request: { body, contentType: json }, expect: [400] })),
    {
      name: 'empty JSON body',
      request: { body: '', contentType: json },
      expect: [400],
      noFields: true,
    },
    { name: 'no body at all', request: { contentType: json }, expect: [400], noFields: true },
    { name: 'over 1 MB', request: { body: big, contentType: json }, expect: [413] },
    {
      name: 'JSON null',
      request: { body: 'null', contentType: json },
      expect: [422],
      noFields: true,
    },
    {
      name: 'latin-1 bytes',
      request: {
        body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
        contentType: json,
      },
      expect: [400, 422],
      noFields: true,
    },
    ...[
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ].map((contentType) => ({
      name: `a valid body sent as ${contentType}`,
      request: { body: validJson, contentType },
      expect: [415],
    })),
    {
      name: 'a valid body without a content type',
      request: { body: new TextEncoder().encode(validJson) },
      expect: [415],
    },
    {
      name: 'a form body',
      request: { body: 'email=a%40b.ph&x=1', contentType: 'application/x-www-form-urlencoded' },
      expect: [415],
    },
  ]
  return cases
}

/** Real rows for the valid bodies to name: the first of each kind, an order and a message. */
export async function fuzzIds(t: TestApp): Promise<FuzzIds> {
  const first = async (
    table: typeof products | typeof bundles | typeof recipes | typeof promos,
  ) => {
    const [row] = await t.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1)
    return row!.id
  }
  const [zone] = await t.db.select().from(shippingZones).orderBy(asc(shippingZones.id)).limit(1)
  const productId = await first(products)
  const order = await t.request('/api/orders', {
    method: 'POST',
    ip: '10.255.0.1',
    json: {
      fullName: 'Fuzz Shopper',
      email: 'fuzz@example.com',
      phone: '+63 917 000 0000',
      address: '1 Fuzz St',
      provinceCode: '1300000000',
      cityCode: '1380300000',
      barangayCode: '1380300020',
      lines: [{ kind: 'product', productId, unit: 'kg', quantity: 1 }],
      idempotencyKey: 'fuzz-setup-order-key',
    },
  })
  expect(order.status, await order.clone().text()).toBe(201)
  const contact = await t.request('/api/contact', {
    method: 'POST',
    ip: '10.255.0.2',
    json: { name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hi', message: 'Hello' },
  })
  expect(contact.status).toBe(201)
  const [message] = await t.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.name, 'Fuzz'))
  const victim = await t.createStaff('editor')
  const placed = await order.json()
  return {
    productId,
    bundleId: await first(bundles),
    recipeId: await first(recipes),
    promoId: await first(promos),
    zoneId: zone!.id,
    orderId: placed.orderId,
    orderEmail: placed.customerEmail,
    orderToken: placed.accessToken,
    orderItemId: placed.items[0].id,
    messageId: message!.id,
    victimUserId: victim.id,
    victimEmail: victim.email,
  }
}
