import fs from 'node:fs'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { bodyLimitFor } from '#server/http/body-limits.ts'
import type { MediaStore } from '#server/media/media-store.ts'
import { MAX_UPLOAD_BODY_BYTES } from '#server/media/read-upload.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { noisyImage, solidImage } from '#tests/support/fixtures/media-test-images.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { paymentProofRateLimits, proofImageRateLimits } from './payment-proof-routes.ts'
import { MAX_PROOF_SIDE } from './proof-image.ts'

let t: TestApp
let shop: KiloOrders
let smallPng: Buffer
beforeAll(async () => {
  t = await createTestApp()
  shop = await kiloOrders(t, 'Proof Ribeye')
  smallPng = await solidImage(300, 600).png().toBuffer()
})
afterAll(() => t.close())

const REFERENCE = '1234567890123'
let ipCounter = 0
const freshIp = () => `10.17.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`

const placeGcash = () => shop.place()

interface ProofRequest {
  referenceNumber?: string | undefined
  file?: Uint8Array | undefined
  name?: string
  type?: string
  ip?: string
}

/** A token of the right shape that opens no order. */
const FORGED_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA'

/** The form the order page sends, to the link's token. */
function sendProof(token: string, request: ProofRequest) {
  const { referenceNumber, file, name = 'gcash.png', type = 'image/png' } = request
  const form = new FormData()
  if (referenceNumber !== undefined) form.append('referenceNumber', referenceNumber)
  if (file !== undefined) {
    form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), name)
  }
  return t.request(orderApiPaths.paymentProof(token), {
    method: 'POST',
    body: form,
    ip: request.ip ?? freshIp(),
  })
}

async function sendProofOk(order: PublicOrder, request: Partial<ProofRequest> = {}) {
  const res = await sendProof(order.accessToken, {
    referenceNumber: REFERENCE,
    file: smallPng,
    ...request,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as PublicOrder
}

const proofsOf = (orderId: string) =>
  t.db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(asc(paymentProofs.id))

const storedKeys = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])

async function paymentStateOf(orderId: string) {
  const [row] = await t.db
    .select({ state: orders.paymentState, updatedAt: orders.updatedAt })
    .from(orders)
    .where(eq(orders.orderId, orderId))
  return row!
}

const notesOf = async (orderId: string) =>
  (
    await t.db
      .select({ note: orderTimeline.note })
      .from(orderTimeline)
      .where(
        sql`${orderTimeline.orderId} = ${orderId} and ${orderTimeline.status} = ${NOTE_STATUS}`,
      )
  ).map((r) => r.note)

/** A refusal: its status and message, and no file, no proof row and no state change. */
async function expectRefused(
  order: PublicOrder,
  send: () => Promise<Response> | Response,
  status: number,
  error: { message?: string; fields?: Record<string, string> } = {},
) {
  const before = {
    keys: storedKeys(),
    proofs: await proofsOf(order.orderId),
    state: await paymentStateOf(order.orderId),
    notes: await notesOf(order.orderId),
  }
  const res = await send()
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(status)
  expect(body.error.code).toMatch(/^[a-z_]+$/)
  if (error.message) expect(body.error.message).toBe(error.message)
  if (error.fields) expect(body.error.fields).toEqual(error.fields)
  expect(storedKeys()).toEqual(before.keys)
  expect(await proofsOf(order.orderId)).toEqual(before.proofs)
  expect(await paymentStateOf(order.orderId)).toEqual(before.state)
  expect(await notesOf(order.orderId)).toEqual(before.notes)
  return body
}

function imageUrl(order: PublicOrder, token = order.accessToken) {
  return orderApiPaths.paymentProofImage(token)
}

async function fetchImage(order: PublicOrder) {
  const res = await t.request(imageUrl(order), { ip: freshIp() })
  expect(res.status).toBe(200)
  return res
}

describe('POST /api/orders/by-token/:token/payment-proof', () => {
  it('stores one upright WebP without metadata and marks the payment submitted', async () => {
    const order = await placeGcash()
    expect(order.payment).toMatchObject({ state: 'awaiting', referenceNumber: null })
    // Stored 2400x1200, shown rotated 90° (orientation 6): upright it is 1200 x 2400.
    const jpeg = await noisyImage(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret phone owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    t.setNow(new Date('2026-11-26T03:00:00Z'))
    let sent: PublicOrder
    try {
      sent = await sendProofOk(order, {
        referenceNumber: ' 1234 567 890123 ',
        file: jpeg,
        name: 'Screenshot.jpg',
        type: 'image/jpeg',
      })
    } finally {
      t.setNow(undefined)
    }
    expect(sent.orderId).toBe(order.orderId)
    expect(sent.payment).toEqual({
      state: 'submitted',
      amountDueCentavos: order.totalCentavos,
      paidCentavos: null,
      balanceCentavos: null,
      settledCentavos: 0,
      balanceSettled: false,
      proofPurpose: 'payment',
      proofState: 'submitted',
      referenceNumber: REFERENCE,
      submittedAt: '2026-11-26T03:00:00.000Z',
      rejectionReason: null,
      proofImageRemovedAt: null,
      // A proof waits for staff: no deadline runs.
      dueAt: null,
      deadlineText: null,
    })
    // The note is for staff: the shopper's timeline leaves it out.
    expect(sent.timeline.map((e) => e.note)).not.toContain(paymentMessages.submittedNote(REFERENCE))
    expect(await notesOf(order.orderId)).toEqual([paymentMessages.submittedNote(REFERENCE)])

    const [proof] = await proofsOf(order.orderId)
    expect(proof).toMatchObject({
      state: 'submitted',
      referenceNumber: REFERENCE,
      width: 800,
      height: MAX_PROOF_SIDE,
      submittedAt: new Date('2026-11-26T03:00:00Z'),
      rejectionReason: null,
      reviewedAt: null,
    })
    expect(await paymentStateOf(order.orderId)).toEqual({
      state: 'submitted',
      updatedAt: new Date('2026-11-26T03:00:00Z'),
    })

    // Exactly one file, under a key nobody can guess.
    expect(proof!.storageKey).toMatch(/^proof-[A-Za-z0-9_-]{43}$/)
    const folder = path.join(t.mediaDir, proof!.storageKey)
    expect(fs.readdirSync(folder)).toEqual(['proof.webp'])
    const stored = await sharp(fs.readFileSync(path.join(folder, 'proof.webp'))).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: MAX_PROOF_SIDE })
    expect(stored.exif).toBeUndefined()
    expect(stored.icc).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
  })

  it('takes a PNG and never enlarges it', async () => {
    const order = await placeGcash()
    await sendProofOk(order)
    const [proof] = await proofsOf(order.orderId)
    expect(proof).toMatchObject({ width: 300, height: 600 })
  })

  it('takes a new proof while one is submitted, and again after one was rejected', async () => {
    const order = await placeGcash()
    await sendProofOk(order, { referenceNumber: '1111111111111' })
    const second = await sendProofOk(order, {
      referenceNumber: '2222222222222',
      file: await solidImage(200, 100).png().toBuffer(),
    })
    expect(second.payment).toMatchObject({ state: 'submitted', referenceNumber: '2222222222222' })
    let newest = await sharp(Buffer.from(await (await fetchImage(order)).arrayBuffer())).metadata()
    expect(newest).toMatchObject({ width: 200, height: 100 })

    // Staff reject it (H2's route; here written directly).
    const proofs = await proofsOf(order.orderId)
    await t.db
      .update(paymentProofs)
      .set({ state: 'rejected', rejectionReason: 'The amount is short.', reviewedAt: new Date() })
      .where(eq(paymentProofs.id, proofs[1]!.id))
    await t.db
      .update(orders)
      .set({ paymentState: 'rejected' })
      .where(eq(orders.orderId, order.orderId))

    const third = await sendProofOk(order, {
      referenceNumber: '3333333333333',
      file: await solidImage(120, 90).png().toBuffer(),
    })
    expect(third.payment).toMatchObject({
      state: 'submitted',
      referenceNumber: '3333333333333',
      rejectionReason: null,
    })
    newest = await sharp(Buffer.from(await (await fetchImage(order)).arrayBuffer())).metadata()
    expect(newest).toMatchObject({ width: 120, height: 90 })
    // Every proof is kept, each in its own file.
    const all = await proofsOf(order.orderId)
    expect(all.map((p) => p.state)).toEqual(['submitted', 'rejected', 'submitted'])
    expect(new Set(all.map((p) => p.storageKey)).size).toBe(3)
    for (const p of all) expect(storedKeys()).toContain(p.storageKey)
  })
})

describe('refusing a proof writes nothing', () => {
  /** The form of this order with a valid reference number and image, and these changes. */
  const proofFor =
    (order: PublicOrder, request: Partial<ProofRequest> = {}) =>
    () =>
      sendProof(order.accessToken, {
        referenceNumber: REFERENCE,
        file: smallPng,
        ...request,
      })

  it('404 for a forged, truncated or unknown token, one answer for each', async () => {
    const order = await placeGcash()
    const valid = { referenceNumber: REFERENCE, file: smallPng }
    const bodies = []
    for (const token of [
      FORGED_TOKEN,
      order.accessToken.slice(0, 21),
      `${order.accessToken}x`,
      'not a token',
      order.orderId,
    ]) {
      bodies.push(await expectRefused(order, () => sendProof(token, valid), 404))
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(bodies[0].error.message).toMatch(/^No order matches this link\./)
    expect(await paymentStateOf(order.orderId)).toMatchObject({ state: 'awaiting' })
  })

  it('no route takes an order id and an email any more', async () => {
    const order = await placeGcash()
    const form = new FormData()
    form.append('email', order.customerEmail)
    form.append('referenceNumber', REFERENCE)
    form.append(
      'file',
      new Blob([smallPng as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      'a.png',
    )
    const old = () =>
      t.request(`/api/orders/${order.orderId}/payment-proof`, {
        method: 'POST',
        body: form,
        ip: freshIp(),
      })
    await expectRefused(order, old, 404)
    const image = await t.request(
      `/api/orders/${order.orderId}/payment-proof/image?${new URLSearchParams({ email: order.customerEmail })}`,
    )
    expect(image.status).toBe(404)
  })

  it('answers the order with the token it was sent to', async () => {
    const order = await placeGcash()
    const sent = await sendProofOk(order)
    expect(sent.accessToken).toBe(order.accessToken)
  })

  it('409 for a cash-on-delivery order', async () => {
    const order = await shop.place('cod')
    await expectRefused(order, proofFor(order), 409, { message: paymentMessages.codNeedsNoProof })
  })

  it('409 for a cancelled order and for a verified payment', async () => {
    const cancelled = await placeGcash()
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.orderId, cancelled.orderId))
    await expectRefused(cancelled, proofFor(cancelled), 409, {
      message: paymentMessages.orderCancelled,
    })

    const verified = await placeGcash()
    await sendProofOk(verified)
    await t.db
      .update(orders)
      .set({ paymentState: 'verified', status: 'paid' })
      .where(eq(orders.orderId, verified.orderId))
    await expectRefused(verified, proofFor(verified), 409, {
      message: paymentMessages.alreadyVerified,
    })
  })

  it('422 for a reference number that is not 13 digits, and for no file', async () => {
    const order = await placeGcash()
    const badNumbers = ['123456789012', '12345678901234', '12345678901ab', '', '1'.repeat(41)]
    for (const referenceNumber of [...badNumbers, undefined]) {
      await expectRefused(order, proofFor(order, { referenceNumber }), 422, {
        fields: { referenceNumber: paymentMessages.referenceNumber },
      })
    }
    await expectRefused(order, proofFor(order, { file: undefined }), 422, {
      fields: { file: paymentMessages.proofFile },
    })
    // A file input left empty sends a nameless file of no bytes.
    const empty = { file: new Uint8Array(), name: '', type: 'application/octet-stream' }
    await expectRefused(order, proofFor(order, empty), 422, {
      fields: { file: paymentMessages.proofFile },
    })
    await expectRefused(order, proofFor(order, { referenceNumber: '12', file: undefined }), 422, {
      fields: { referenceNumber: paymentMessages.referenceNumber, file: paymentMessages.proofFile },
    })
  })

  it('415 for a PDF renamed .png and for a GIF, by their bytes', async () => {
    const order = await placeGcash()
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'),
      Buffer.alloc(4096, 32),
    ])
    await expectRefused(order, proofFor(order, { file: pdf, name: 'receipt.png' }), 415, {
      message: paymentMessages.proofFile,
    })
    const gif = await solidImage(100, 100).gif().toBuffer()
    await expectRefused(order, proofFor(order, { file: gif, name: 'receipt.png' }), 415, {
      message: paymentMessages.proofFile,
    })
  })

  it('413 for a 6 MB file, and for one just over 5 MB', async () => {
    const order = await placeGcash()
    for (const size of [6 * 1024 * 1024, 5 * 1024 * 1024 + 1024]) {
      const big = Buffer.concat([smallPng, Buffer.alloc(size - smallPng.length, 1)])
      await expectRefused(order, proofFor(order, { file: big }), 413, {
        message: 'Please select an image smaller than 5MB.',
      })
    }
  })

  it('503 when the media store is down', async () => {
    const order = await placeGcash()
    const store = t.deps.media
    t.deps.media = {
      ...store,
      put: async () => {
        throw new Error('the bucket is unreachable')
      },
    }
    try {
      await expectRefused(order, proofFor(order), 503, {
        message: 'Images cannot be saved right now. Please try again in a few minutes.',
      })
    } finally {
      t.deps.media = store
    }
  })

  it('removes the stored file when the order is cancelled while the proof is stored', async () => {
    const order = await placeGcash()
    const store = t.deps.media
    const cancellingStore: MediaStore = {
      ...store,
      // Staff cancel the order between the first check and the transaction.
      put: async (...args) => {
        await store.put(...args)
        await t.db
          .update(orders)
          .set({ status: 'cancelled' })
          .where(eq(orders.orderId, order.orderId))
      },
    }
    t.deps.media = cancellingStore
    try {
      const before = storedKeys()
      const res = await proofFor(order)()
      expect(res.status).toBe(409)
      expect((await res.json()).error.message).toBe(paymentMessages.orderCancelled)
      expect(storedKeys()).toEqual(before)
      expect(await proofsOf(order.orderId)).toEqual([])
      expect(await paymentStateOf(order.orderId)).toMatchObject({ state: 'awaiting' })
    } finally {
      t.deps.media = store
    }
  })

  it('holds the body to the image limit, not the 128 KB of placing an order', () => {
    expect(bodyLimitFor(orderApiPaths.paymentProof(FORGED_TOKEN))).toBe('streamed')
    expect(bodyLimitFor('/api/orders')).toBe(128 * 1024)
    expect(bodyLimitFor('/api/orders/by-token//payment-proof')).toBe(128 * 1024)
    expect(bodyLimitFor('/api/orders/E2E-1795572000001/payment-proof')).toBe(128 * 1024)
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(5 * 1024 * 1024)
  })

  it('400 for a body that is not a multipart form', async () => {
    const order = await placeGcash()
    const asJson = () =>
      t.request(orderApiPaths.paymentProof(order.accessToken), {
        method: 'POST',
        json: { referenceNumber: REFERENCE },
        ip: freshIp(),
      })
    await expectRefused(order, asJson, 400)
  })
})

describe('limits', () => {
  it('stops many proofs for one order, from any number of addresses', async () => {
    const order = await placeGcash()
    t.setNow(new Date('2026-11-27T02:00:00Z'))
    try {
      // Attempts count, stored or not: four proofs (an order takes five, MAX_PROOFS_PER_ORDER),
      // then files that are no image, until the hour's limit.
      for (let i = 0; i < 4; i++) await sendProofOk(order)
      for (let i = 4; i < paymentProofRateLimits.targets.order.limit; i++) {
        const res = await sendProof(order.accessToken, {
          referenceNumber: REFERENCE,
          file: new TextEncoder().encode('%PDF-1.7 not a screenshot'),
        })
        expect(res.status).toBe(415)
      }
      const send = () =>
        sendProof(order.accessToken, { referenceNumber: REFERENCE, file: smallPng })
      const body = await expectRefused(order, send, 429)
      expect(body.error.code).toBe('too_many_attempts')
      t.setNow(new Date('2026-11-27T03:00:01Z'))
      await sendProofOk(order)
    } finally {
      t.setNow(undefined)
    }
  })

  it("is spent only by the link's holder: a stranger with the order id spends none of it", async () => {
    const order = await placeGcash()
    t.setNow(new Date('2026-11-29T02:00:00Z'))
    try {
      // What a stranger who knows the order id (and even the email) can send.
      for (let i = 0; i < paymentProofRateLimits.targets.order.limit * 2; i++) {
        const res = await sendProof(FORGED_TOKEN, { referenceNumber: REFERENCE, file: smallPng })
        expect(res.status).toBe(404)
        const old = await t.request(`/api/orders/${order.orderId}/payment-proof`, {
          method: 'POST',
          ip: freshIp(),
        })
        expect(old.status).toBe(404)
      }
      await sendProofOk(order)
    } finally {
      t.setNow(undefined)
    }
  })

  it('serves the many shoppers behind one address, and stops a flood from it', async () => {
    const order = await placeGcash()
    const nat = '10.17.250.1'
    t.setNow(new Date('2026-11-28T02:00:00Z'))
    try {
      for (let i = 0; i < paymentProofRateLimits.address.limit; i++) {
        const res = await t.request(orderApiPaths.paymentProof(FORGED_TOKEN), {
          method: 'POST',
          ip: nat,
        })
        expect(res.status, `request ${i + 1}`).toBe(404)
      }
      const send = () =>
        sendProof(order.accessToken, {
          referenceNumber: REFERENCE,
          file: smallPng,
          ip: nat,
        })
      const body = await expectRefused(order, send, 429)
      expect(body.error.code).toBe('too_many_attempts')
      await sendProofOk(order)
    } finally {
      t.setNow(undefined)
    }
  })
})

describe('GET /api/orders/by-token/:token/payment-proof/image', () => {
  it("serves the newest proof to the link's holder, never cached", async () => {
    const order = await placeGcash()
    await sendProofOk(order)
    const res = await t.request(imageUrl(order))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 600 })
  })

  it('is private: 404 for a forged, truncated or unknown token, and for no proof yet', async () => {
    const order = await placeGcash()
    const before = await t.request(imageUrl(order))
    expect(before.status).toBe(404)
    expect((await before.json()).error.message).toBe('This order has no proof of payment yet.')
    await sendProofOk(order)
    const answers = await Promise.all(
      [FORGED_TOKEN, order.accessToken.slice(0, 21), `${order.accessToken}A`, order.orderId].map(
        (token) => t.request(imageUrl(order, token)),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404])
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).toContain('No order matches this link.')
  })

  it('counts reads per order the token opens, and only for the holder of the link', async () => {
    const order = await placeGcash()
    await sendProofOk(order)
    t.setNow(new Date('2026-11-30T02:00:00Z'))
    try {
      for (let i = 0; i < proofImageRateLimits.targets.order.limit * 2; i++) {
        expect((await t.request(imageUrl(order, FORGED_TOKEN), { ip: freshIp() })).status).toBe(404)
      }
      for (let i = 0; i < proofImageRateLimits.targets.order.limit; i++) {
        expect((await t.request(imageUrl(order), { ip: freshIp() })).status).toBe(200)
      }
      expect((await t.request(imageUrl(order), { ip: freshIp() })).status).toBe(429)
    } finally {
      t.setNow(undefined)
    }
  })

  it('is never served under the public /media path', async () => {
    const order = await placeGcash()
    await sendProofOk(order)
    const [proof] = await proofsOf(order.orderId)
    expect(proof!.storageKey.length).toBeGreaterThanOrEqual('proof-'.length + 43)
    for (const file of ['proof.webp', '320.webp']) {
      const res = await t.request(`/media/${proof!.storageKey}/${file}`)
      expect(res.status).toBe(404)
    }
  })

  it('503 when the store cannot be read', async () => {
    const order = await placeGcash()
    await sendProofOk(order)
    const store = t.deps.media
    t.deps.media = {
      ...store,
      open: async () => {
        throw new Error('the bucket is unreachable')
      },
    }
    try {
      const res = await t.request(imageUrl(order))
      expect(res.status).toBe(503)
      expect(res.headers.get('content-type')).toContain('json')
    } finally {
      t.deps.media = store
    }
  })
})
