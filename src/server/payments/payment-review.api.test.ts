import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, orderTimeline } from '#server/db/schema/orders.ts'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { paymentDeadlineText, paymentMessages } from '#shared/payment-state.ts'
import type { AdminOrder, AdminOrderList, PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { solidImage } from '#tests/support/fixtures/media-test-images.ts'
import {
  orderIdOpenedBy,
  orderLinkTokens,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { newestProofId as newestProofOf } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { PROOF_FILE_NAME } from './proof-file.ts'

let t: TestApp
let editor: { cookie: string; name: string }
let admin: { cookie: string; name: string }
let shop: KiloOrders

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  const signIn = async (role: 'editor' | 'admin') => {
    const { cookie, user } = await t.signIn(role)
    return { cookie, name: user.name }
  }
  editor = await signIn('editor')
  admin = await signIn('admin')
  shop = await kiloOrders(t, 'Proof Beef', 500_000)
})
afterAll(() => t.close())

const gcashOrder = () => shop.place()

const HOUR = 3_600_000

let referenceCounter = 0
/** A reference number no other proof of this file carries. */
const newReference = () => String(4_000_000_000_000 + ++referenceCounter)

/**
 * A proof as the shopper's upload leaves it: a `payment_proofs` row, the order's
 * payment state 'submitted', and (unless `file: false`) its WebP in the media store.
 */
async function seedProof(
  orderId: string,
  { referenceNumber = newReference(), submittedAt = new Date(), file = true } = {},
) {
  const storageKey = `proof-${randomBytes(32).toString('base64url')}`
  const bytes = await solidImage(12, 20).webp().toBuffer()
  if (file) await t.deps.media.put(storageKey, PROOF_FILE_NAME, bytes, 'image/webp')
  await t.db.insert(paymentProofs).values({
    orderId,
    storageKey,
    width: 12,
    height: 20,
    referenceNumber,
    submittedAt,
  })
  await t.db.update(orders).set({ paymentState: 'submitted' }).where(eq(orders.orderId, orderId))
  return { storageKey, bytes, referenceNumber }
}

/** A GCash order with a proof waiting for staff. */
async function submittedOrder(referenceNumber?: string) {
  const order = await gcashOrder()
  const proof = await seedProof(order.orderId, referenceNumber ? { referenceNumber } : {})
  return { order, proof }
}

/** The proof staff see in the dialog: the newest (any id when there is none). */
const newestProofId = async (orderId: string) => (await newestProofOf(t, orderId)) ?? 1

const verify = async (
  orderId: string,
  cookie = editor.cookie,
  headers: Record<string, string> = {},
) =>
  t.request(adminOrdersApiPaths.verifyPayment(orderId), {
    method: 'POST',
    json: { proofId: await newestProofId(orderId) },
    cookie,
    headers,
  })
const reject = async (orderId: string, body: object, cookie = editor.cookie) =>
  t.request(adminOrdersApiPaths.rejectPayment(orderId), {
    method: 'POST',
    json: { proofId: await newestProofId(orderId), ...body },
    cookie,
  })
const lookup = async (order: PublicOrder): Promise<PublicOrder> => {
  const res = await t.request(orderApiPaths.byToken(order.accessToken))
  expect(res.status).toBe(200)
  return res.json()
}

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status)
  const body: ApiErrorBody = await res.json()
  expect(body.error.message).toBe(message)
  return body
}

/** Verify (by `verifier`) and reject both refused 409, each with its words. */
async function expectReviewRefused(
  orderId: string,
  words: { verify: string; reject: string },
  verifier = editor.cookie,
) {
  await expectRefused(await verify(orderId, verifier), 409, words.verify)
  await expectRefused(await reject(orderId, { reason: 'No' }), 409, words.reject)
}

/** What a review writes, to prove a refusal wrote nothing. */
async function writesOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  const proofs = await t.db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(paymentProofs.id)
  const [timeline] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
  const [emails] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
  return {
    status: row!.status,
    paymentState: row!.paymentState,
    proofs,
    timeline: Number(timeline!.n),
    emails: Number(emails!.n),
  }
}

/** The newest email to this shopper. */
async function lastEmailTo(email: string) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.toAddresses} @> array[${email}]::text[]`)
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return row
}

/** The order link in an email's text (a token minted for it), once it is known to open `order`. */
async function linkIn(text: string, order: PublicOrder): Promise<string> {
  const [token] = orderLinkTokens(text, 'https://shop.example')
  expect(token, text).toBeDefined()
  expect(await orderIdOpenedBy(t, token!)).toBe(order.orderId)
  expect(text).not.toContain('email=')
  return `https://shop.example/orders/${token}`
}

describe('roles', () => {
  it('no session gets 401 on every payment route; editors and admins get in', async () => {
    const { order } = await submittedOrder()
    const id = order.orderId
    const anonymous = await Promise.all([
      t.request(adminOrdersApiPaths.paymentProofImage(id)),
      t.request(adminOrdersApiPaths.verifyPayment(id), { method: 'POST' }),
      t.request(adminOrdersApiPaths.rejectPayment(id), { method: 'POST', json: { reason: 'x' } }),
    ])
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401])
    expect((await writesOf(id)).paymentState).toBe('submitted')
    for (const who of [editor, admin]) {
      const image = await t.request(adminOrdersApiPaths.paymentProofImage(id), {
        cookie: who.cookie,
      })
      expect(image.status).toBe(200)
      await image.arrayBuffer()
    }
    expect((await reject(id, { reason: 'Blurry' }, admin.cookie)).status).toBe(200)
    const other = await submittedOrder()
    expect((await verify(other.order.orderId, editor.cookie)).status).toBe(200)
  })
})

describe('GET payment-proof/image', () => {
  it("answers the newest proof's WebP, private and not sniffed", async () => {
    const order = await gcashOrder()
    await seedProof(order.orderId, { submittedAt: new Date('2026-11-20T01:00:00Z') })
    const newest = await seedProof(order.orderId, { submittedAt: new Date('2026-11-20T02:00:00Z') })
    const res = await t.request(adminOrdersApiPaths.paymentProofImage(order.orderId), {
      cookie: editor.cookie,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).equals(newest.bytes)).toBe(true)
  })

  it('404 for an unknown order, an order without proof, and a proof whose file is gone', async () => {
    const image = (orderId: string) =>
      t.request(adminOrdersApiPaths.paymentProofImage(orderId), { cookie: editor.cookie })
    expect((await image('E2E-1000000000000')).status).toBe(404)
    expect((await image('not-an-order')).status).toBe(404)
    const bare = await gcashOrder()
    expect((await image(bare.orderId)).status).toBe(404)
    const lost = await gcashOrder()
    await seedProof(lost.orderId, { file: false })
    expect((await image(lost.orderId)).status).toBe(404)
  })
})

describe('POST payment/verify', () => {
  it('refuses an order with no proof, writing nothing', async () => {
    const order = await gcashOrder()
    const before = await writesOf(order.orderId)
    await expectRefused(await verify(order.orderId), 409, paymentMessages.noProofToVerify)
    expect(await writesOf(order.orderId)).toEqual(before)
    expect((await verify('E2E-1000000000000')).status).toBe(404)
  })

  it('verifies the proof, moves a pending order to paid, names the staff member and emails the shopper', async () => {
    const { order, proof } = await submittedOrder()
    const stockBefore = await stockOf(t, shop.productId)
    const [rowBefore] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    // The email's link comes from PUBLIC_URL, whatever host the request names.
    const res = await verify(order.orderId, editor.cookie, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    })
    expect(res.status).toBe(200)
    const verified: AdminOrder = await res.json()
    expect(verified.status).toBe('paid')
    expect(verified.payment).toMatchObject({
      state: 'verified',
      referenceNumber: proof.referenceNumber,
      reviewedBy: editor.name,
      rejectionReason: null,
    })
    expect(verified.payment!.reviewedAt).toBeTruthy()
    expect(verified.timeline.slice(-2)).toEqual([
      expect.objectContaining({
        status: 'note',
        note: paymentMessages.verifiedNote(editor.name, {
          purpose: 'payment',
          receivedCentavos: order.totalCentavos,
          dueCentavos: order.totalCentavos,
          balanceCentavos: 0,
        }),
        by: editor.name,
      }),
      expect.objectContaining({ status: 'paid', note: 'Status changed to paid', by: editor.name }),
    ])
    // pending -> paid holds the stock and the delivery place as before.
    expect(await stockOf(t, shop.productId)).toBe(stockBefore)
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    expect(row).toMatchObject({
      paymentState: 'verified',
      stockHeld: rowBefore!.stockHeld,
      deliveryHeld: rowBefore!.deliveryHeld,
    })

    // The shopper sees the status change and the state, not the staff note.
    const seen = await lookup(order)
    expect(seen.status).toBe('paid')
    expect(seen.payment).toMatchObject({ state: 'verified', rejectionReason: null })
    expect(seen.timeline.map((e) => e.status)).toEqual(['pending', 'paid'])

    const email = await lastEmailTo(order.customerEmail)
    expect(email).toMatchObject({ kind: 'payment_verified', toAddresses: [order.customerEmail] })
    expect(email!.subject).toBe(`Payment verified for your order ${order.orderId}`)
    expect(email!.textBody).toContain(proof.referenceNumber)
    expect(email!.textBody).toContain(
      `Follow your order at ${await linkIn(email!.textBody, order)}`,
    )
    expect(email!.textBody).not.toContain('evil.example')
  })

  it('a second verify is told the payment is verified already, writing nothing', async () => {
    const { order } = await submittedOrder()
    expect((await verify(order.orderId)).status).toBe(200)
    const before = await writesOf(order.orderId)
    const verified = paymentMessages.alreadyVerified
    await expectReviewRefused(order.orderId, { verify: verified, reject: verified }, admin.cookie)
    expect(await writesOf(order.orderId)).toEqual(before)
  })

  it('two staff verifying at once: one wins, the other is told', async () => {
    const { order } = await submittedOrder()
    const answers = await Promise.all([
      verify(order.orderId, editor.cookie),
      verify(order.orderId, admin.cookie),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = answers.find((r) => r.status === 409)!
    await expectRefused(loser, 409, paymentMessages.alreadyVerified)
    const after = await writesOf(order.orderId)
    expect(after.status).toBe('paid')
    expect(after.proofs.map((p) => p.state)).toEqual(['verified'])
    const [paidEntries] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderTimeline)
      .where(sql`${orderTimeline.orderId} = ${order.orderId} and ${orderTimeline.status} = 'paid'`)
    expect(Number(paidEntries!.n)).toBe(1)
    const [emails] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.kind} = 'payment_verified' and ${emailOutbox.toAddresses} @> array[${order.customerEmail}]::text[]`,
      )
    expect(Number(emails!.n)).toBe(1)
  })

  it('leaves the status of an order staff already moved past pending', async () => {
    const { order } = await submittedOrder()
    const moved = await t.request(adminOrdersApiPaths.status(order.orderId), {
      method: 'PATCH',
      json: { status: 'processing' },
      cookie: editor.cookie,
    })
    expect(moved.status).toBe(200)
    const verified: AdminOrder = await (await verify(order.orderId)).json()
    expect(verified.status).toBe('processing')
    expect(verified.payment!.state).toBe('verified')
    expect(verified.timeline.at(-1)).toMatchObject({
      status: 'note',
      note: paymentMessages.verifiedNote(editor.name, {
        purpose: 'payment',
        receivedCentavos: order.totalCentavos,
        dueCentavos: order.totalCentavos,
        balanceCentavos: 0,
      }),
    })
  })

  it('a cancelled order takes no payment', async () => {
    const { order } = await submittedOrder()
    await t.request(adminOrdersApiPaths.status(order.orderId), {
      method: 'PATCH',
      json: { status: 'cancelled' },
      cookie: editor.cookie,
    })
    const before = await writesOf(order.orderId)
    const cancelled = paymentMessages.orderCancelled
    await expectReviewRefused(order.orderId, { verify: cancelled, reject: cancelled })
    expect(await writesOf(order.orderId)).toEqual(before)
  })

  it('a cash-on-delivery order has no proof to verify or reject', async () => {
    const cod = await shop.place('cod')
    await expectReviewRefused(cod.orderId, {
      verify: paymentMessages.noProofToVerify,
      reject: paymentMessages.noProofToReject,
    })
  })
})

describe('POST payment/reject', () => {
  it('needs a reason: 422 naming the field, nothing written', async () => {
    const { order } = await submittedOrder()
    const before = await writesOf(order.orderId)
    for (const body of [{}, { reason: '' }, { reason: '   \n ' }]) {
      const res = await reject(order.orderId, body)
      expect(res.status).toBe(422)
      const error: ApiErrorBody = await res.json()
      expect(error.error.fields).toEqual({ reason: paymentMessages.reasonRequired })
    }
    const long = await reject(order.orderId, { reason: 'x'.repeat(501) })
    expect(long.status).toBe(422)
    expect(await writesOf(order.orderId)).toEqual(before)
  })

  it('rejects with the reason: the shopper reads it on their page and by email, with the link to upload again', async () => {
    const { order } = await submittedOrder()
    // Reminded already, and the proof sent a minute before its deadline: the rejection
    // gives the least period, 6 hours, already past halfway, so no second reminder.
    await t.db
      .update(orders)
      .set({ paymentRemindedAt: new Date(), paymentDueAt: new Date(Date.now() + 60_000) })
      .where(eq(orders.orderId, order.orderId))
    const now = new Date()
    t.setNow(now)
    const reason = 'The amount on the screenshot is ₱100.00 short.'
    const res = await reject(order.orderId, { reason: `  ${reason} ` })
    t.setNow(undefined)
    expect(res.status).toBe(200)
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    const due = new Date(now.getTime() + 6 * HOUR)
    expect(row!.paymentDueAt).toEqual(due)
    expect(row!.paymentRemindedAt).toEqual(now)
    const rejected: AdminOrder = await res.json()
    expect(rejected.status).toBe('pending')
    expect(rejected.payment).toMatchObject({
      state: 'rejected',
      rejectionReason: reason,
      reviewedBy: editor.name,
    })
    expect(rejected.timeline.at(-1)).toMatchObject({
      status: 'note',
      note: paymentMessages.rejectedNote(editor.name, reason),
      by: editor.name,
    })
    const [proof] = (await writesOf(order.orderId)).proofs
    expect(proof).toMatchObject({ state: 'rejected', rejectionReason: reason })

    const seen = await lookup(order)
    expect(seen.payment).toMatchObject({
      state: 'rejected',
      rejectionReason: reason,
      dueAt: due.toISOString(),
    })
    expect(seen.timeline.map((e) => e.status)).toEqual(['pending'])

    const email = await lastEmailTo(order.customerEmail)
    expect(email).toMatchObject({ kind: 'payment_rejected', toAddresses: [order.customerEmail] })
    expect(email!.textBody).toContain(reason)
    expect(email!.textBody).toContain(`Please upload a new proof. ${paymentDeadlineText(due)}`)
    expect(email!.textBody).toContain(
      `Upload a new proof of payment at ${await linkIn(email!.textBody, order)}`,
    )

    // Nothing is waiting any more; a new proof can be reviewed again.
    const before = await writesOf(order.orderId)
    await expectRefused(await verify(order.orderId), 409, paymentMessages.noProofToVerify)
    await expectRefused(
      await reject(order.orderId, { reason: 'Again' }),
      409,
      paymentMessages.noProofToReject,
    )
    expect(await writesOf(order.orderId)).toEqual(before)
    await seedProof(order.orderId)
    const verified: AdminOrder = await (await verify(order.orderId)).json()
    expect(verified.payment).toMatchObject({ state: 'verified', rejectionReason: null })
    expect(verified.status).toBe('paid')
  })
})

describe('the period after a rejection', () => {
  it('gives back what was left when the proof was sent, however long staff took to look', async () => {
    // In the past, so every review below happens before now (staff sessions go idle).
    const placed = new Date(Date.now() - 80 * HOUR)
    const order = await gcashOrder()
    // Placed with 24 hours to pay; the proof came after 4, with 20 hours left.
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(placed.getTime() + 24 * HOUR), paymentRemindedAt: null })
      .where(eq(orders.orderId, order.orderId))
    await seedProof(order.orderId, { submittedAt: new Date(placed.getTime() + 4 * HOUR) })

    // Staff looked two days later: 20 hours from then, not 24, and not nothing.
    const firstReview = new Date(placed.getTime() + 48 * HOUR)
    t.setNow(firstReview)
    try {
      expect((await reject(order.orderId, { reason: 'Blurred' })).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
    const due = new Date(firstReview.getTime() + 20 * HOUR)
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    // More than half the period left: the halfway reminder is still to come.
    expect(row).toMatchObject({ paymentDueAt: due, paymentRemindedAt: null, status: 'pending' })
    expect((await lookup(order)).payment).toMatchObject({ dueAt: due.toISOString() })
    expect((await lastEmailTo(order.customerEmail))!.textBody).toContain(paymentDeadlineText(due))

    // The second proof came 2 hours before that deadline: 6 hours after the rejection.
    await seedProof(order.orderId, { submittedAt: new Date(due.getTime() - 2 * HOUR) })
    const secondReview = new Date(due.getTime() + 5 * HOUR)
    t.setNow(secondReview)
    try {
      expect((await reject(order.orderId, { reason: 'Wrong amount' })).status).toBe(200)
    } finally {
      t.setNow(undefined)
    }
    const [again] = await t.db.select().from(orders).where(eq(orders.orderId, order.orderId))
    expect(again!.paymentDueAt).toEqual(new Date(secondReview.getTime() + 6 * HOUR))
    expect(again!.paymentRemindedAt).toEqual(secondReview)
  })

  it('the shopper sees no deadline while a proof waits for staff', async () => {
    const { order } = await submittedOrder()
    expect((await lookup(order)).payment).toMatchObject({ state: 'submitted', dueAt: null })
    const fresh = await gcashOrder()
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, fresh.orderId))
    expect((await lookup(fresh)).payment).toMatchObject({
      state: 'awaiting',
      dueAt: row!.paymentDueAt!.toISOString(),
    })
  })
})

describe('the proof staff looked at', () => {
  it('a proof sent while the dialog was open is not verified or rejected unseen', async () => {
    const { order } = await submittedOrder()
    const seenId = await newestProofId(order.orderId)
    await seedProof(order.orderId, { referenceNumber: '9999888877776' })
    const before = await writesOf(order.orderId)
    const send = (path: string, json: object) =>
      t.request(path, { method: 'POST', json, cookie: editor.cookie })
    await expectRefused(
      await send(adminOrdersApiPaths.verifyPayment(order.orderId), { proofId: seenId }),
      409,
      paymentMessages.proofReplaced,
    )
    await expectRefused(
      await send(adminOrdersApiPaths.rejectPayment(order.orderId), {
        proofId: seenId,
        reason: 'Blurry',
      }),
      409,
      paymentMessages.proofReplaced,
    )
    // Without naming a proof: refused for content, nothing written.
    const unnamed = await send(adminOrdersApiPaths.verifyPayment(order.orderId), {})
    expect(unnamed.status).toBe(422)
    expect(await writesOf(order.orderId)).toEqual(before)

    const verified: AdminOrder = await (await verify(order.orderId)).json()
    expect(verified.payment).toMatchObject({ state: 'verified', referenceNumber: '9999888877776' })
  })
})

describe('reference numbers used on other orders', () => {
  it('are flagged on each order that carries them', async () => {
    const reused = newReference()
    const first = await submittedOrder(reused)
    const second = await submittedOrder(reused)
    const unique = await submittedOrder()
    const adminOrder = async (orderId: string): Promise<AdminOrder> =>
      (await t.request(adminOrdersApiPaths.order(orderId), { cookie: editor.cookie })).json()
    expect((await adminOrder(first.order.orderId)).payment!.duplicateReferenceOrderIds).toEqual([
      second.order.orderId,
    ])
    expect((await adminOrder(second.order.orderId)).payment!.duplicateReferenceOrderIds).toEqual([
      first.order.orderId,
    ])
    expect((await adminOrder(unique.order.orderId)).payment!.duplicateReferenceOrderIds).toEqual([])
  })
})

describe("the 'To verify' filter", () => {
  it('lists, and exports, only orders whose proof waits for staff', async () => {
    const waiting = await submittedOrder()
    const done = await submittedOrder()
    await verify(done.order.orderId)
    const awaiting = await gcashOrder()
    const res = await t.request(adminOrdersApiPaths.list({ payment: 'to-verify', pageSize: 100 }), {
      cookie: editor.cookie,
    })
    expect(res.status).toBe(200)
    const list: AdminOrderList = await res.json()
    expect(list.items.length).toBeGreaterThan(0)
    expect(list.items.every((o) => o.paymentState === 'submitted')).toBe(true)
    expect(list.items.every((o) => o.paymentMethod === 'gcash')).toBe(true)
    const ids = list.items.map((o) => o.orderId)
    expect(ids).toContain(waiting.order.orderId)
    expect(ids).not.toContain(done.order.orderId)
    expect(ids).not.toContain(awaiting.orderId)
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.paymentState, 'submitted'))
    expect(list.total).toBe(Number(count!.n))

    const csv = await t.request(adminOrdersApiPaths.exportCsv({ payment: 'to-verify' }), {
      cookie: editor.cookie,
    })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain(waiting.order.orderId)
    expect(text).not.toContain(done.order.orderId)
    expect(text).not.toContain(awaiting.orderId)

    expect(
      (await t.request('/api/admin/orders?payment=everything', { cookie: editor.cookie })).status,
    ).toBe(422)
  })
})
