import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { cookieName } from '#server/http/cookies.ts'
import { SESSION_COOKIE } from '#server/staff/session-repo.ts'
import { withZoneAddress } from '#tests/support/fixtures/address-fixtures.ts'
import { productIdByName } from '#tests/support/fixtures/catalog-fixtures.ts'
import { firstZone, orderBody } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Links the shop sends out (set-password and reset links, order-status links, the
 * sitemap, Open Graph tags) are built on PUBLIC_URL, or without it on the address the
 * server listens on: never on the request's Host or X-Forwarded-* headers (issue 14,
 * finding 2). Every request here is what a script sends to make the shop email a real
 * person a link to the attacker's site: a forged Host, and forwarded headers naming the
 * attacker, behind a proxy the shop trusts (TRUST_PROXY).
 */
const ATTACKER = 'attacker.example'
const forgedHeaders = {
  host: ATTACKER,
  'x-forwarded-host': ATTACKER,
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
}

const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Generic." /><title>Prime Cuts Butchery</title></head>
<body><div id="root"></div></body></html>`

describe.each([
  ['without PUBLIC_URL', { TRUST_PROXY: 'true' }, 'http://localhost:3000'],
  [
    'with PUBLIC_URL',
    { TRUST_PROXY: '2', PUBLIC_URL: 'https://shop.primecuts.example/' },
    'https://shop.primecuts.example',
  ],
])('links %s, behind a trusted proxy, with a forged Host', (_, env, origin) => {
  let t: TestApp
  let pageApp: ReturnType<typeof createApp>
  let clientDir: string
  let adminCookie: string

  beforeAll(async () => {
    t = await createTestApp(env)
    expect(t.deps.config.siteOrigin).toBe(origin)
    const { token } = await t.signIn('admin')
    // The forged X-Forwarded-Proto may make the server read the HTTPS cookie name: send both.
    adminCookie = `${cookieName(SESSION_COOKIE, false)}=${token}; ${cookieName(SESSION_COOKIE, true)}=${token}`
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meatshop-links-'))
    fs.writeFileSync(path.join(clientDir, 'index.html'), shell)
    pageApp = createApp(t.deps, { clientDir })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  /** A request addressed to the attacker's host, as a script (no Origin) sends it. */
  function forged(
    target: string,
    init: { method?: string; json?: unknown; cookie?: string } = {},
    app = t.app,
  ) {
    const headers: Record<string, string> = { ...forgedHeaders }
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    if (init.cookie) headers.cookie = init.cookie
    return app.request(
      `http://${ATTACKER}${target}`,
      {
        method: init.method ?? 'GET',
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 50_000 } } },
    )
  }

  /** The newest outbox email to `address`: its bodies link to the shop only. */
  async function newestEmailTo(address: string, kind: string) {
    const rows = (await t.db.select().from(emailOutbox)).filter(
      (r) => r.kind === kind && r.toAddresses.includes(address),
    )
    const row = rows.sort((a, b) => b.id - a.id)[0]
    expect(row, `a ${kind} email to ${address}`).toBeDefined()
    for (const body of [row!.textBody, row!.htmlBody ?? '']) {
      expect(body).not.toContain(ATTACKER)
    }
    return row!
  }

  it('an invite (creating a user) links to the shop', async () => {
    const email = `invited-${Date.now()}@primecuts.ph`
    const res = await forged('/api/admin/users', {
      method: 'POST',
      cookie: adminCookie,
      json: { name: 'Ivy Invited', email, role: 'editor' },
    })
    expect(res.status).toBe(201)
    const { setPasswordUrl } = await res.json()
    expect(setPasswordUrl.startsWith(`${origin}/admin/set-password?token=`)).toBe(true)
    const mail = await newestEmailTo(email, 'staff_set_password')
    expect(mail.textBody).toContain(setPasswordUrl)
    expect(mail.htmlBody).toContain(setPasswordUrl)
  })

  it('a renewed set-password link links to the shop', async () => {
    // A link is renewed only for an invite not yet accepted.
    const email = `renewed-${Date.now()}@primecuts.ph`
    const invited = await forged('/api/admin/users', {
      method: 'POST',
      cookie: adminCookie,
      json: { name: 'Rey Renewed', email, role: 'editor' },
    })
    expect(invited.status).toBe(201)
    const user = { id: ((await invited.json()) as { user: { id: number } }).user.id, email }
    const res = await forged(`/api/admin/users/${user.id}/set-password-link`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect(res.status).toBe(201)
    const { setPasswordUrl } = await res.json()
    expect(setPasswordUrl.startsWith(`${origin}/admin/set-password?token=`)).toBe(true)
    expect((await newestEmailTo(user.email, 'staff_set_password')).textBody).toContain(
      setPasswordUrl,
    )
  })

  it('a forgot-password email, asked for by anyone, links to the shop', async () => {
    const user = await t.createStaff('admin')
    const res = await forged('/api/auth/password/forgot', {
      method: 'POST',
      json: { email: user.email },
    })
    expect(res.status).toBe(202)
    const mail = await newestEmailTo(user.email, 'staff_reset_password')
    expect(mail.textBody).toContain(`${origin}/admin/set-password?token=`)
    expect(mail.htmlBody).toContain(`${origin}/admin/set-password?token=`)
  })

  it("an order confirmation's status link points at the shop", async () => {
    const ribeye = await productIdByName(t, 'Premium Ribeye Steak')
    const zone = await firstZone(t)
    const body = orderBody(zone.id, [
      { kind: 'product', productId: ribeye, unit: 'kg', quantity: 1 },
    ])
    const res = await forged('/api/orders', {
      method: 'POST',
      json: await withZoneAddress(t, body),
    })
    expect(res.status).toBe(201)
    const { orderId, accessToken } = await res.json()
    const mail = await newestEmailTo(body.email as string, 'order_confirmation')
    expect(mail.textBody).toContain(`${origin}/orders/${accessToken}`)
    expect(mail.htmlBody).toContain(`${origin}/orders/${accessToken}`)
    expect(mail.textBody).not.toContain('email=')

    // An old emailed link is sent on to the order's page on this server, by path alone.
    const old = await forged(
      `/order-status?${new URLSearchParams({ orderId, email: body.email as string })}`,
      {},
      pageApp,
    )
    expect(old.status).toBe(303)
    expect(old.headers.get('location')).toMatch(/^\/orders\/[A-Za-z0-9_-]{22}$/)
  })

  it('the sitemap and robots.txt name the shop', async () => {
    const sitemap = await (await forged('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${origin}/</loc>`)
    expect(sitemap).not.toContain(ATTACKER)
    const robots = await (await forged('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(robots).not.toContain(ATTACKER)
  })

  it("a page's Open Graph tags and canonical link name the shop", async () => {
    const ribeye = await productIdByName(t, 'Premium Ribeye Steak')
    const res = await forged(`/product/${ribeye}`, {}, pageApp)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<meta property="og:url" content="${origin}/product/${ribeye}">`)
    expect(html).toContain(`<link rel="canonical" href="${origin}/product/${ribeye}">`)
    expect(html).not.toContain(ATTACKER)
  })
})
