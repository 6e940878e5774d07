import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { IMAGE_JOBS_RETRY_AFTER_SECONDS, imageJobs, runImageJob } from '#server/media/image-jobs.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { imageMessages, MAX_IMAGE_BYTES } from '#shared/media.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { pngDeclaring, solidImage } from '#tests/support/fixtures/media-test-images.ts'
import { freshIp } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 29: image work from strangers is small and bounded (decision 0082). Proofs are
 * capped at 12 megapixels, all image work in the process waits in one short queue,
 * and the form is read as it arrives, so a refused order never costs the upload.
 */
let t: TestApp
let shop: KiloOrders
let smallPng: Buffer
beforeAll(async () => {
  t = await createTestApp()
  shop = await kiloOrders(t, 'Bounded Ribeye')
  smallPng = await solidImage(300, 600).png().toBuffer()
})
afterAll(() => t.close())

const REFERENCE = '1234567890123'
const FORGED_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA'

const placeGcash = () => shop.place()

/** The order page's form: the reference number and purpose first, then the file. */
function proofForm(file: Uint8Array, referenceNumber = REFERENCE) {
  const form = new FormData()
  form.append('referenceNumber', referenceNumber)
  form.append('purpose', 'payment')
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png')
  return form
}

const sendProof = (token: string, file: Uint8Array) =>
  t.request(orderApiPaths.paymentProof(token), {
    method: 'POST',
    body: proofForm(file),
    ip: freshIp(),
  })

/**
 * The form sent as a phone on a slow line sends it: 16 KB at a time, with no
 * Content-Length, counting how much the server asked for. `endless`: after the file's
 * first bytes the upload never ends (the client is still sending).
 */
async function streamProof(
  token: string,
  form: FormData,
  { endless = false }: { endless?: boolean } = {},
) {
  const encoded = new Response(form)
  const contentType = encoded.headers.get('content-type')!
  let bytes = new Uint8Array(await encoded.arrayBuffer())
  if (endless) bytes = bytes.subarray(0, bytes.length - 64)
  const counter = { read: 0 }
  let offset = 0
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.length && !endless) {
          controller.close()
          return
        }
        // Past the form's bytes, an endless upload sends more of the file, for ever.
        const chunk =
          offset < bytes.length ? bytes.subarray(offset, offset + 16_384) : new Uint8Array(16_384)
        offset += chunk.length
        counter.read += chunk.length
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  const res = await t.request(orderApiPaths.paymentProof(token), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
    ip: freshIp(),
  } as RequestInit & { ip: string })
  return { res, counter, bodyBytes: bytes.length }
}

const proofsOf = (orderId: string) =>
  t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId))
const storedKeys = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])

/** A 4 MB file starting as a PNG: all of it was read before the order was checked. */
const fourMegabytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4 * 1024 * 1024, 1),
])

describe('a proof is at most 12 megapixels', () => {
  it('takes a 4 MP screenshot and refuses a 13 MP picture with a message the shopper reads', async () => {
    const order = await placeGcash()
    const fourMp = await solidImage(1440, 2800).png().toBuffer()
    const taken = await sendProof(order.accessToken, fourMp)
    expect(taken.status, await taken.clone().text()).toBe(201)
    const [proof] = await proofsOf(order.orderId)
    expect(proof).toMatchObject({ width: 823, height: 1600 })

    const before = storedKeys()
    const thirteenMp = await solidImage(3000, 4334).png().toBuffer()
    const refused = await sendProof(order.accessToken, thirteenMp)
    expect(refused.status).toBe(422)
    expect((await refused.json()).error).toEqual({
      code: 'validation_failed',
      message: paymentMessages.proofTooManyPixels,
      fields: { file: paymentMessages.proofTooManyPixels },
    })
    expect(paymentMessages.proofTooManyPixels).toContain('12 megapixels')
    expect(await proofsOf(order.orderId)).toHaveLength(1)
    expect(storedKeys()).toEqual(before)
  })

  it('refuses by the header alone, before any pixel is decoded', async () => {
    const order = await placeGcash()
    // A header saying 13 MP with no pixels behind it: decoding would find it unreadable.
    const res = await sendProof(order.accessToken, pngDeclaring(3000, 4334))
    expect(res.status).toBe(422)
    expect((await res.json()).error.message).toBe(paymentMessages.proofTooManyPixels)
  })
})

describe('image work waits in one short queue', () => {
  it('answers 503 with Retry-After while the queue is full, and takes the proof once it empties', async () => {
    const order = await placeGcash()
    let release!: () => void
    const busy = new Promise<void>((resolve) => {
      release = resolve
    })
    // Two staff photos being resized and four more in line, in this process.
    const held = Array.from({ length: 6 }, () => runImageJob(() => busy))
    expect(imageJobs.load).toEqual({ running: 2, waiting: 4 })
    try {
      const before = storedKeys()
      const res = await sendProof(order.accessToken, smallPng)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe(String(IMAGE_JOBS_RETRY_AFTER_SECONDS))
      expect((await res.json()).error).toEqual({
        code: 'service_unavailable',
        message: imageMessages.busy.description,
        retryAfterSeconds: IMAGE_JOBS_RETRY_AFTER_SECONDS,
      })
      expect(await proofsOf(order.orderId)).toEqual([])
      expect(storedKeys()).toEqual(before)
    } finally {
      release()
      await Promise.all(held)
    }
    expect((await sendProof(order.accessToken, smallPng)).status).toBe(201)
  })
})

describe('the form is read as it arrives', () => {
  it('refuses an order that takes no proof without reading the file', async () => {
    const cod = await shop.place('cod')
    const cancelled = await placeGcash()
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.orderId, cancelled.orderId))
    const cases: Array<[PublicOrder, string]> = [
      [cod, paymentMessages.codNeedsNoProof],
      [cancelled, paymentMessages.orderCancelled],
    ]
    for (const [order, message] of cases) {
      const { res, counter, bodyBytes } = await streamProof(
        order.accessToken,
        proofForm(fourMegabytes),
      )
      expect(res.status).toBe(409)
      expect((await res.json()).error.message).toBe(message)
      // The fields and the file's first chunk at most, of a body over 4 MB.
      expect(bodyBytes).toBeGreaterThan(4 * 1024 * 1024)
      expect(counter.read).toBeLessThanOrEqual(32 * 1024)
    }
  })

  it('refuses a wrong reference number without reading the file', async () => {
    const order = await placeGcash()
    const { res, counter } = await streamProof(order.accessToken, proofForm(fourMegabytes, '12345'))
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({
      referenceNumber: paymentMessages.referenceNumber,
    })
    expect(counter.read).toBeLessThanOrEqual(32 * 1024)
    expect(await proofsOf(order.orderId)).toEqual([])
  })

  it('refuses a long field before the file, having read only its first bytes', async () => {
    const order = await placeGcash()
    const form = new FormData()
    form.append('note', 'x'.repeat(2 * 1024 * 1024))
    form.append('referenceNumber', REFERENCE)
    form.append('file', new Blob([smallPng as Uint8Array<ArrayBuffer>]), 'a.png')
    const { res, counter } = await streamProof(order.accessToken, form)
    expect(res.status).toBe(400)
    expect(counter.read).toBeLessThanOrEqual(32 * 1024)
    expect(await proofsOf(order.orderId)).toEqual([])
  })

  it('answers an upload that never ends, for an unknown link and an order that takes no proof', async () => {
    const cod = await shop.place('cod')
    const unknown = await streamProof(FORGED_TOKEN, proofForm(smallPng), { endless: true })
    expect(unknown.res.status).toBe(404)
    expect(unknown.counter.read).toBe(0)
    const refused = await streamProof(cod.accessToken, proofForm(smallPng), { endless: true })
    expect(refused.res.status).toBe(409)
    expect(refused.counter.read).toBeLessThanOrEqual(32 * 1024)
  })

  it('stops reading a file at 5 MB with 413, with no Content-Length to go by', async () => {
    const order = await placeGcash()
    const eightMegabytes = Buffer.concat([smallPng, Buffer.alloc(8 * 1024 * 1024, 1)])
    const { res, counter } = await streamProof(order.accessToken, proofForm(eightMegabytes))
    expect(res.status).toBe(413)
    expect((await res.json()).error.message).toBe(imageMessages.tooLarge.description)
    expect(counter.read).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 64 * 1024)
    expect(await proofsOf(order.orderId)).toEqual([])
  })

  it('takes a proof sent in small pieces', async () => {
    const order = await placeGcash()
    const { res } = await streamProof(order.accessToken, proofForm(smallPng))
    expect(res.status, await res.clone().text()).toBe(201)
  })
})
