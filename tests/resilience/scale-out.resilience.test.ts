import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { hashPassword } from '#server/staff/password.ts'
import { insertStaff } from '#server/staff/staff-repo.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import type { CartQuoteLineInput } from '#shared/schemas/cart.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import { type NginxProcess, startNginx } from '#tests/support/processes/nginx-process.ts'
import { type S3ServerProcess, startS3Server } from '#tests/support/processes/s3-server-process.ts'
import {
  type ServerData,
  type ServerProcess,
  startServer,
  stopServer,
  withServerDatabase,
} from '#tests/support/processes/server-process.ts'
import { type AcknowledgedOrder, auditOrders } from './order-audit.ts'
import { preparedShop } from './prepared-shop.ts'
import {
  addTestProducts,
  checkoutBody,
  send,
  shopperAddressHeaders,
  signInStaff,
  uploadImage,
} from './shop-client.ts'

/**
 * Issue 14, finding 10: the scale-out story end to end. Two real server processes,
 * each with a DATA_DIR of its own (as on two machines), on one PostgreSQL database
 * and one S3 bucket (s3rver), behind a real nginx doing round robin. PostgreSQL only
 * (TEST_DATABASE_URL); without it this fails saying so.
 *
 * Client addresses: nginx appends the address it sees (127.0.0.1 for every test
 * shopper), so the servers trust two hops (TRUST_PROXY=2) and each shopper's request
 * arrives with an X-Forwarded-For of its own, as through a CDN in front of nginx.
 * The shop then counts each shopper by their own address, as in production, and the
 * per-address order limits see hundreds of shoppers rather than one flooding address.
 */
const BURST_SHOPPERS = 120
const BURST_STOCK_GRAMS = 20_000
const GRAMS_EACH = 500
/** Orders in the kill test; the first process is SIGKILLed once KILL_AFTER are acknowledged. */
const KILL_ORDERS = 150
const KILL_AFTER = 50
const KILL_STREAMS = 12
const AFTER_KILL_ORDERS = 20
const ADMIN = { email: 'scale-out-admin@example.com', password: 'scale-out-admin-password' }

let data: ServerData
let s3: S3ServerProcess
let nginx: NginxProcess
let servers: ServerProcess[] = []
const ownDataDirs: string[] = []
let zoneId: number
let burstProductId: number
let killProductId: number
let admin: string

beforeAll(async () => {
  const shop = await preparedShop({
    name: 'meatshop-scale-out',
    kind: 'postgres',
    productPrefix: 'Scale-out',
    stockGrams: BURST_STOCK_GRAMS,
  })
  ;({ data, zoneId } = shop)
  burstProductId = shop.productIds[0]!
  await withServerDatabase(data, async ({ db }) => {
    // Stock is never the limit in the kill test: what it checks is what was written.
    killProductId = (await addTestProducts(db, 'Scale-out kill', 1, 1_000_000))[0]!
    await insertStaff(db, {
      name: 'Scale-out Admin',
      email: ADMIN.email,
      role: 'admin',
      passwordHash: await hashPassword(ADMIN.password),
      now: new Date(),
    })
  })
  s3 = await startS3Server('shop-media')
  const env = { ...s3.mediaEnv('media'), TRUST_PROXY: '2', LOG_LEVEL: 'info' }
  servers = await Promise.all(
    [1, 2].map((n) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `meatshop-scale-out-${n}-`))
      ownDataDirs.push(dataDir)
      return startServer({ ...data, dataDir }, env)
    }),
  )
  nginx = await startNginx(servers.map((s) => s.port))
  admin = await signInStaff(servers[0]!.base, ADMIN.email, ADMIN.password)
  // A first start, two more and nginx: minutes on a loaded two-core machine.
}, 300_000)
afterAll(async () => {
  await nginx?.remove()
  for (const server of servers) await stopServer(server)
  await s3?.remove()
  await data?.remove()
  for (const dir of ownDataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** Orders a server answered with `status`, counted from its own request log. */
function ordersAnswered(server: ServerProcess, status: number): number {
  const entries = server
    .output()
    .split('\n')
    .flatMap((line): { path?: string; status?: number }[] => {
      try {
        return [JSON.parse(line)]
      } catch {
        return [] // not a log line (a warning), or the last line, still being written
      }
    })
  return entries.filter((e) => e.path === '/api/orders' && e.status === status).length
}

const halfKilo = (productId: number): CartQuoteLineInput => ({
  kind: 'product',
  productId,
  unit: '500g',
  quantity: 1,
})

/** One shopper's checkout through the proxy, from an address of the shopper's own. */
async function orderThroughProxy(body: ReturnType<typeof checkoutBody>) {
  const headers = shopperAddressHeaders()
  const answer = await send<{ orderId?: string }>(nginx.base, '/api/orders', { body, headers })
  return { answer, address: headers['x-forwarded-for']! }
}

describe('two processes behind nginx on one database and one bucket', () => {
  it('a burst of checkouts through the proxy sells exactly the stock, each order once', async () => {
    const bodies = Array.from({ length: BURST_SHOPPERS }, (_, i) =>
      checkoutBody(zoneId, [halfKilo(burstProductId)], `burst${i}`),
    )
    const results = await Promise.all(bodies.map(orderThroughProxy))
    const statuses = new Map<number, number>()
    for (const { answer } of results)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    const sold = BURST_STOCK_GRAMS / GRAMS_EACH
    expect(Object.fromEntries(statuses)).toEqual({ 201: sold, 409: BURST_SHOPPERS - sold })
    // Both processes sold: the race for the last grams crossed processes.
    for (const server of servers) expect(ordersAnswered(server, 201)).toBeGreaterThan(0)

    const placed = results.filter((r) => r.answer.status === 201)
    const acknowledged: AcknowledgedOrder[] = placed.map((r) => ({
      orderId: r.answer.body.orderId!,
      productId: burstProductId,
      grams: GRAMS_EACH,
    }))
    await withServerDatabase(data, async ({ db }) => {
      const taken = await auditOrders(
        db,
        acknowledged,
        new Map([[burstProductId, BURST_STOCK_GRAMS]]),
      )
      expect(taken.get(burstProductId)).toBe(BURST_STOCK_GRAMS)
      // One order per acknowledged shopper, none twice, none for a refused one; each
      // counted by the address the shopper sent (read past the CDN's hop and nginx's).
      const stored = await db
        .select({ orderId: orders.orderId, clientKey: orders.clientKey })
        .from(orders)
        .where(
          inArray(
            orders.customerEmail,
            bodies.map((b) => b.email),
          ),
        )
      expect(stored.map((o) => o.orderId).sort()).toEqual(acknowledged.map((a) => a.orderId).sort())
      const sentFrom = new Map(placed.map((r) => [r.answer.body.orderId!, r.address]))
      for (const order of stored)
        expect(order.clientKey, order.orderId).toBe(sentFrom.get(order.orderId))
    })
  })

  it('an image uploaded through one process is served by the other, from the bucket', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 120, g: 20, b: 30 } },
    })
      .png()
      .toBuffer()
    const direct = await uploadImage(first.base, admin, png)
    expect(direct.status).toBe(201)
    // Through the proxy it lands on either process; read it back from each directly.
    const proxied = await uploadImage(nginx.base, admin, png)
    expect(proxied.status).toBe(201)

    const expectServed = async (base: string, image: UploadedImage) => {
      for (const variant of image.variants) {
        const res = await fetch(`${base}${variant.url}`)
        expect(res.status, `${base}${variant.url}`).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        const stored = await s3.object(`media/${variant.url.slice('/media/'.length)}`)
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(stored!.bytes)
      }
    }
    await expectServed(second.base, direct.body)
    // Round robin: four reads through the proxy reach both processes.
    for (let i = 0; i < 4; i++) await expectServed(nginx.base, direct.body)
    await expectServed(first.base, proxied.body)
    await expectServed(second.base, proxied.body)
    // Nothing on either machine's disk: a third process would find them too.
    for (const dir of ownDataDirs) expect(fs.existsSync(path.join(dir, 'media')), dir).toBe(false)
  })

  it('a product changed through one process is seen through the other at once', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 10, b: 20 } },
    })
      .png()
      .toBuffer()
    const image = (await uploadImage(second.base, admin, png)).body
    const product = {
      name: 'Scale-out Ribeye',
      category: 'beef',
      cutType: 'Ribeye',
      price: '900',
      sku: `SCALE-OUT-RIBEYE-${Date.now()}`,
      stock: '10',
      minOrder: '0.5',
      description: 'Cut for the scale-out test.',
      deliveryAreas: 'Metro Manila',
      images: [{ url: image.url, alt: 'Ribeye', mediaKey: image.mediaKey }],
    }
    const created = await send<{ id: number }>(first.base, '/api/admin/products', {
      body: product,
      headers: { cookie: admin },
    })
    expect(created.status).toBe(201)
    const detailPath = `/api/catalog/products/${created.body.id}`
    const read = async (base: string) => {
      const answer = await send<ProductDetail>(base, detailPath)
      expect(answer.status, `${base}${detailPath}`).toBe(200)
      return answer.body.product
    }

    // Created on the first, shown by the second with its image (from the bucket).
    const shown = await read(second.base)
    expect(shown).toMatchObject({ name: 'Scale-out Ribeye', priceCentavos: 90_000 })
    const cover = shown.images[0]!.url
    expect((await fetch(`${nginx.base}${cover}`)).status).toBe(200)

    // Every cache holds the answer now (each process read it at least twice).
    for (const base of [first.base, second.base, nginx.base, nginx.base, nginx.base, nginx.base]) {
      expect((await read(base)).priceCentavos).toBe(90_000)
    }
    const changePrice = async (base: string, price: string) => {
      const res = await send(base, `/api/admin/products/${created.body.id}`, {
        method: 'PUT',
        body: { ...product, price },
        headers: { cookie: admin },
      })
      expect(res.status).toBe(200)
    }
    // Changed through the first: the second's cache hears of it from PostgreSQL
    // (LISTEN/NOTIFY) as the change commits; nothing else would ever empty it.
    await changePrice(first.base, '950')
    // A bound for a loaded machine, not a speed: without the notice it never changes.
    const poll = { timeout: 10_000 }
    await expect.poll(async () => (await read(second.base)).priceCentavos, poll).toBe(95_000)
    for (let i = 0; i < 4; i++) expect((await read(nginx.base)).priceCentavos).toBe(95_000)

    // Changed through the proxy (whichever process takes it): both see it.
    await changePrice(nginx.base, '975')
    for (const base of [first.base, second.base]) {
      await expect.poll(async () => (await read(base)).priceCentavos, poll).toBe(97_500)
    }
  })

  it('loses no acknowledged order when a process is SIGKILLed mid-burst, and keeps serving', async () => {
    const [victim, survivor] = servers as [ServerProcess, ServerProcess]
    const survivorOrdersBefore = ordersAnswered(survivor, 201) + ordersAnswered(survivor, 200)
    const bodies = Array.from({ length: KILL_ORDERS }, (_, i) =>
      checkoutBody(zoneId, [halfKilo(killProductId)], `kill${i}`),
    )
    const firstAnswers: { status: number; orderId?: string }[] = []
    const unanswered: number[] = []
    let killed = false
    let inFlight = 0
    let inFlightAtKill = 0
    let next = 0
    const stream = async () => {
      while (next < bodies.length) {
        const n = next++
        inFlight++
        const { answer } = await orderThroughProxy(bodies[n]!).finally(() => inFlight--)
        firstAnswers[n] = { status: answer.status, orderId: answer.body.orderId }
        // The process died with this order on the wire: the proxy cannot know whether
        // it was placed, and says so (502) rather than sending it again elsewhere.
        if (answer.status !== 201) unanswered.push(n)
        const acknowledged = firstAnswers.filter((a) => a?.status === 201).length
        if (!killed && acknowledged >= KILL_AFTER) {
          killed = true
          inFlightAtKill = inFlight
          victim.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: KILL_STREAMS }, stream))
    await victim.exited
    expect(victim.child.signalCode).toBe('SIGKILL')
    expect(inFlightAtKill).toBeGreaterThan(0)
    // Only the gateway's own answer for an order caught in the dying process; the shop
    // itself refused nothing.
    for (const n of unanswered) expect(firstAnswers[n]!.status, `order ${n}`).toBe(502)

    // The shopper whose page showed an error sends the same checkout again (same
    // idempotency key): the survivor answers with the order if the dead process
    // placed it (200), or places it now (201). Never a second order.
    const acknowledged: AcknowledgedOrder[] = []
    for (const [n, answer] of firstAnswers.entries()) {
      let orderId = answer.orderId
      if (answer.status !== 201) {
        const retry = await orderThroughProxy(bodies[n]!)
        expect([200, 201], `retry of order ${n}`).toContain(retry.answer.status)
        orderId = retry.answer.body.orderId
      }
      acknowledged.push({ orderId: orderId!, productId: killProductId, grams: GRAMS_EACH })
    }

    // The proxy keeps serving, through the survivor alone.
    for (let i = 0; i < AFTER_KILL_ORDERS; i++) {
      const { answer } = await orderThroughProxy(
        checkoutBody(zoneId, [halfKilo(killProductId)], `after-kill${i}`),
      )
      expect(answer.status).toBe(201)
      acknowledged.push({
        orderId: answer.body.orderId!,
        productId: killProductId,
        grams: GRAMS_EACH,
      })
    }
    expect((await send(nginx.base, '/api/health')).status).toBe(200)
    const survivorOrders = ordersAnswered(survivor, 201) + ordersAnswered(survivor, 200)
    expect(survivorOrders - survivorOrdersBefore).toBeGreaterThanOrEqual(AFTER_KILL_ORDERS)

    await withServerDatabase(data, async ({ db }) => {
      // Every acknowledged order stored whole, and stock moved by exactly them.
      const taken = await auditOrders(db, acknowledged, new Map([[killProductId, 1_000_000]]))
      expect(taken.get(killProductId)).toBe(acknowledged.length * GRAMS_EACH)
      // One order per shopper: no retry, and no process, placed one twice (a second
      // order would have taken stock beyond the count above).
      expect(new Set(acknowledged.map((a) => a.orderId)).size).toBe(KILL_ORDERS + AFTER_KILL_ORDERS)
    })
  })
})
