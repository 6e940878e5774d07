import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { orderAccessTokens } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { runPaymentDeadlines } from '#server/payments/payment-deadline-job.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import { solidImage } from '#tests/support/fixtures/media-test-images.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  orderIdOpenedBy,
  orderLinkTokens,
  placeOk,
} from '#tests/support/fixtures/order-fixtures.ts'
import { pageShell } from '#tests/support/fixtures/page-shell-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { hashOrderToken } from './order-access-token-repo.ts'
import { orderLinkRateLimits, orderLookupRateLimits } from './order-lookup.ts'

/**
 * Order links are secrets (decision 0072): every link the shop sends opens
 * `/orders/<token>`; an old `/order-status?orderId=&email=` link is looked up under the
 * lookup form's rules and redirected there; no email is in any link.
 */
const ORIGIN = 'https://shop.example'
let t: TestApp
let pageApp: ReturnType<typeof createApp>
let clientDir: string
let zoneId: number
let productId: number
let order: PublicOrder

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-order-links-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), pageShell())
  pageApp = createApp(t.deps, { clientDir })
  zoneId = (await firstZone(t)).id
  productId = (
    await addProduct(t, {
      name: 'Link Ribeye',
      stockGrams: 500_000,
      priceCentavos: 85_000,
      pricedByPackedWeight: true,
    })
  ).id
  order = await placeOk(t, orderBody(zoneId, [kg(productId)]))
})
afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

let ipCounter = 0
const freshIp = () => `10.27.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`
const FORGED = 'AAAAAAAAAAAAAAAAAAAAAA'

/** A page as a browser opens it, from an address of its own unless told. */
const openPage = (address: string, ip = freshIp()) =>
  pageApp.request(
    `http://localhost${address}`,
    {},
    {
      incoming: { socket: { remoteAddress: ip, remotePort: 50_000 } },
    },
  )
const oldLink = (orderId: string, email: string, ip?: string) =>
  openPage(`/order-status?${new URLSearchParams({ orderId, email })}`, ip)

describe('GET /api/orders/by-token/:token', () => {
  it('opens the order its token names, with that token, never cached', async () => {
    const res = await t.request(orderApiPaths.byToken(order.accessToken))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const found: PublicOrder = await res.json()
    expect(found).toMatchObject({ orderId: order.orderId, accessToken: order.accessToken })
  })

  it('keeps only the hash of a token', async () => {
    const rows = await t.db
      .select()
      .from(orderAccessTokens)
      .where(eq(orderAccessTokens.orderId, order.orderId))
    expect(rows.map((r) => r.tokenHash)).toContain(hashOrderToken(order.accessToken))
    expect(JSON.stringify(rows)).not.toContain(order.accessToken)
  })

  it('answers one 404 for a forged, truncated, lengthened, malformed or id-shaped token', async () => {
    const tokens = [
      FORGED,
      order.accessToken.slice(0, 21),
      order.accessToken.slice(0, 10),
      `${order.accessToken}A`,
      `${order.accessToken.slice(0, 21)}.`,
      order.orderId,
      'x'.repeat(5000),
      '%00',
    ]
    const answers = await Promise.all(tokens.map((tk) => t.request(`/api/orders/by-token/${tk}`)))
    expect(answers.map((r) => r.status)).toEqual(tokens.map(() => 404))
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0]!).error.message).toMatch(/^No order matches this link\./)
    expect(bodies[0]).not.toContain(order.orderId)
  })

  it('serves the many shoppers behind one address, and stops a flood of guesses from it', async () => {
    const nat = '10.27.250.1'
    t.setNow(new Date('2026-06-03T02:00:00Z'))
    try {
      for (let i = 0; i < orderLinkRateLimits.address.limit; i++) {
        const res = await t.request(orderApiPaths.byToken(FORGED), { ip: nat })
        expect(res.status, `request ${i + 1}`).toBe(404)
      }
      const refused = await t.request(orderApiPaths.byToken(order.accessToken), { ip: nat })
      expect(refused.status).toBe(429)
      expect((await refused.json()).error.code).toBe('too_many_attempts')
      expect((await t.request(orderApiPaths.byToken(order.accessToken))).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
  })
})

describe('an old emailed link, /order-status?orderId=&email=', () => {
  it('is redirected at once (303) to /orders/<token>, a token minted now, with no email left', async () => {
    const res = await oldLink(order.orderId, order.customerEmail.toUpperCase())
    expect(res.status).toBe(303)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    const location = res.headers.get('location') ?? ''
    const [, token] = /^\/orders\/([A-Za-z0-9_-]{22})$/.exec(location) ?? []
    expect(token, location).toBeDefined()
    expect(token).not.toBe(order.accessToken)
    expect(await orderIdOpenedBy(t, token!)).toBe(order.orderId)
  })

  it('answers a wrong id and a wrong email alike: the form, with the id and no email', async () => {
    const wrongEmail = await oldLink(order.orderId, 'someone@example.com')
    const wrongId = await oldLink('E2E-1000000000000', order.customerEmail)
    expect([wrongEmail.status, wrongId.status]).toEqual([303, 303])
    expect(wrongEmail.headers.get('location')).toBe(
      `/order-status?orderId=${order.orderId}&lookup=not-found`,
    )
    expect(wrongId.headers.get('location')).toBe(
      '/order-status?orderId=E2E-1000000000000&lookup=not-found',
    )
    // A value the form would refuse is not found either, and is never echoed.
    const long = await oldLink('x'.repeat(41), order.customerEmail)
    expect(long.headers.get('location')).toBe('/order-status?lookup=not-found')
  })

  it('spends the same per-email limit as the lookup form', async () => {
    const target = await placeOk(t, orderBody(zoneId, [kg(productId)]))
    t.setNow(new Date('2026-06-04T02:00:00Z'))
    try {
      for (let i = 0; i < orderLookupRateLimits.targets.email.limit; i++) {
        const res = await oldLink(`E2E-${3_000_000_000_000 + i}`, target.customerEmail)
        expect(res.headers.get('location')).toContain('lookup=not-found')
      }
      // The right pair now waits too, through the form's route as through a link.
      const refused = await oldLink(target.orderId, target.customerEmail)
      expect(refused.headers.get('location')).toBe(
        `/order-status?orderId=${target.orderId}&lookup=too-many`,
      )
      const form = await t.request(orderApiPaths.lookup, {
        method: 'POST',
        json: { orderId: target.orderId, email: target.customerEmail },
        ip: freshIp(),
      })
      expect(form.status).toBe(429)
    } finally {
      t.setNow(undefined)
    }
  })

  it('spends the per-order and per-address limits too', async () => {
    const target = await placeOk(t, orderBody(zoneId, [kg(productId)]))
    t.setNow(new Date('2026-06-05T02:00:00Z'))
    try {
      for (let i = 0; i < orderLookupRateLimits.targets.order.limit; i++) {
        await oldLink(target.orderId, `guess${i}@example.com`)
      }
      expect(
        (await oldLink(target.orderId, target.customerEmail)).headers.get('location'),
      ).toContain('lookup=too-many')
      const nat = '10.27.251.1'
      for (let i = 0; i < orderLookupRateLimits.address.limit; i++) {
        await oldLink(`E2E-${4_000_000_000_000 + i}`, `shopper${i}@example.com`, nat)
      }
      expect(
        (await oldLink(order.orderId, order.customerEmail, nat)).headers.get('location'),
      ).toContain('lookup=too-many')
    } finally {
      t.setNow(undefined)
    }
  })

  it('leaves /order-status without an email to the page: the lookup form', async () => {
    for (const address of ['/order-status', `/order-status?orderId=${order.orderId}`]) {
      const res = await openPage(address)
      expect(res.status, address).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
  })
})

describe('the order page, /orders/<token>', () => {
  it('is private: never cached or indexed, and its address is sent to no one', async () => {
    const res = await openPage(`/orders/${order.accessToken}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('etag')).toBeNull()
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    // No tag of the page repeats the token (the canonical address is the lookup form's).
    expect(html).not.toContain(order.accessToken)
    // Other pages keep the shop's usual policy.
    expect((await openPage('/about')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    )
  })
})

describe('no email in any link of any email', () => {
  it("a GCash order's whole life: placed, reminded, rejected, verified, packed, moved", async () => {
    const start = new Date('2031-03-03T01:00:00Z')
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000)
    t.setNow(start)
    try {
      const life = await placeOk(t, orderBody(zoneId, [kg(productId)], { paymentMethod: 'gcash' }))
      // Half the payment period later: the reminder.
      t.setNow(at(13))
      await runPaymentDeadlines(t.deps, at(13))
      const { cookie } = await t.signIn('editor')
      const png = await solidImage(40, 80).png().toBuffer()
      const sendProof = async () => {
        const form = new FormData()
        form.append('referenceNumber', '1234567890123')
        form.append(
          'file',
          new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
          'g.png',
        )
        const res = await t.request(orderApiPaths.paymentProof(life.accessToken), {
          method: 'POST',
          body: form,
          ip: freshIp(),
        })
        expect(res.status, await res.clone().text()).toBe(201)
      }
      const newestProof = async () =>
        (
          await t.db
            .select({ id: paymentProofs.id })
            .from(paymentProofs)
            .where(eq(paymentProofs.orderId, life.orderId))
            .orderBy(desc(paymentProofs.id))
            .limit(1)
        )[0]!.id
      const staff = (url: string, method: string, json: unknown) =>
        t.request(url, { method, json, cookie })
      await sendProof()
      const rejected = await staff(adminOrdersApiPaths.rejectPayment(life.orderId), 'POST', {
        proofId: await newestProof(),
        reason: 'The amount is not readable.',
      })
      expect(rejected.status, await rejected.clone().text()).toBe(200)
      await sendProof()
      const verified = await staff(adminOrdersApiPaths.verifyPayment(life.orderId), 'POST', {
        proofId: await newestProof(),
      })
      expect(verified.status, await verified.clone().text()).toBe(200)
      const admin = (await (
        await t.request(adminOrdersApiPaths.order(life.orderId), { cookie })
      ).json()) as AdminOrder
      const packed = await staff(
        adminOrdersApiPaths.packedWeight(life.orderId, admin.items[0]!.id),
        'PUT',
        { packedGrams: 1000, packingVersion: admin.packingVersion },
      )
      expect(packed.status, await packed.clone().text()).toBe(200)
      const slots = (await (
        await t.request(adminOrdersApiPaths.deliverySlots(life.orderId), { cookie })
      ).json()) as DeliverySlots
      const elsewhere = slots.dates
        .flatMap((d) => d.windows.map((w) => ({ date: d.date, window: w })))
        .find(
          ({ date, window }) =>
            !window.full && (date !== life.delivery?.date || window.id !== life.delivery?.windowId),
        )!
      const moved = await staff(adminOrdersApiPaths.delivery(life.orderId), 'PUT', {
        deliveryDate: elsewhere.date,
        deliveryWindowId: elsewhere.window.id,
      })
      expect(moved.status, await moved.clone().text()).toBe(200)

      const emails = await t.db
        .select()
        .from(emailOutbox)
        .where(sql`${life.customerEmail} = any(${emailOutbox.toAddresses})`)
      expect(emails.map((e) => e.kind).sort()).toEqual(
        [
          'delivery_moved',
          'order_confirmation',
          'order_packed',
          'payment_reminder',
          'payment_rejected',
          'payment_verified',
        ].sort(),
      )
      const email = life.customerEmail
      const seen = new Set<string>()
      for (const mail of emails) {
        for (const body of [mail.textBody, mail.htmlBody ?? '']) {
          expect(body, mail.kind).not.toContain('email=')
          expect(body, mail.kind).not.toContain(encodeURIComponent(email))
          expect(body, mail.kind).not.toContain('order-status')
          // Every address of the shop in the email is an order link (the confirmation's
          // 'Order again' is the same link asking for it: issue 31 §6).
          const links = body.match(/https?:\/\/[^\s"<>]+/g) ?? []
          expect(links.length, mail.kind).toBeGreaterThan(0)
          for (const link of links) {
            expect(link, mail.kind).toMatch(
              /^https:\/\/shop\.example\/orders\/[A-Za-z0-9_-]{22}(\?again=1)?$/,
            )
          }
        }
        const tokens = orderLinkTokens(mail.textBody, ORIGIN)
        expect(tokens.length, mail.kind).toBeGreaterThan(0)
        for (const token of new Set(tokens)) seen.add(token)
      }
      // A token per message (only hashes are kept, so none is read back), each opening the order.
      expect(seen.size).toBe(emails.length)
      for (const token of seen) expect(await orderIdOpenedBy(t, token)).toBe(life.orderId)
    } finally {
      t.setNow(undefined)
    }
  })
})
