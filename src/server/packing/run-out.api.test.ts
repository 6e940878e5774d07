import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orderStock, orders, orderTimeline } from '#server/db/schema/orders.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'
import { textOutbox } from '#server/db/schema/texts.ts'
import type { ApiErrorBody } from '#shared/api-error.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import type { ChosenOption, RunOutChoice } from '#shared/preparation.ts'
import { runOutMessages } from '#shared/run-out.ts'
import type { AdminOrder, PublicOrder } from '#shared/schemas/orders.ts'
import {
  addProduct,
  firstZone,
  kg,
  orderBody,
  placeOk,
  stockOf,
} from '#tests/support/fixtures/order-fixtures.ts'
import { verifiedSeededProof } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 31 §3: staff mark a product line unavailable and the order follows the shopper's
 * 'If this runs out'. The lines' run-out choice and preparation choices are written into
 * the placed order's rows here (what checkout copies from the cart), so these tests hold
 * whatever the checkout side does with them.
 */
let t: TestApp
let editor: { cookie: string }
let admin: { cookie: string }
let zoneId: number
let ribeyeId: number
let sirloinId: number
let wagyuId: number
let draftId: number

const THICK: ChosenOption[] = [
  {
    groupId: 'th',
    groupName: 'Thickness',
    choiceId: 'a',
    choiceLabel: '1.5 in',
    extraPerKgCentavos: 0,
  },
]

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' })
  zoneId = (await firstZone(t)).id
  editor = await t.signIn('editor')
  admin = await t.signIn('admin')
  ribeyeId = (await addProduct(t, { name: 'Ribeye', priceCentavos: 120_000, stockGrams: 50_000 }))
    .id
  sirloinId = (await addProduct(t, { name: 'Sirloin', priceCentavos: 90_000, stockGrams: 50_000 }))
    .id
  wagyuId = (await addProduct(t, { name: 'Wagyu', priceCentavos: 500_000, stockGrams: 50_000 })).id
  draftId = (
    await addProduct(t, {
      name: 'Draft Chuck',
      priceCentavos: 50_000,
      stockGrams: 50_000,
      visibility: 'draft',
    })
  ).id
})
afterAll(() => t.close())

/** Places 2 kg of ribeye and 1 kg of sirloin; the ribeye line gets `ifRunsOut` and a thickness. */
async function placeWith(
  ifRunsOut: RunOutChoice,
  extra: Record<string, unknown> = {},
): Promise<{ placed: PublicOrder; itemId: number }> {
  const placed = await placeOk(t, orderBody(zoneId, [kg(ribeyeId, 2), kg(sirloinId)], extra))
  const item = placed.items.find((i) => i.name === 'Ribeye')!
  await t.db
    .update(orderItems)
    .set({ ifRunsOut, choices: THICK, note: 'Pack in 2 bags' })
    .where(eq(orderItems.id, item.id))
  return { placed, itemId: item.id }
}

async function adminOrder(orderId: string, cookie = editor.cookie): Promise<AdminOrder> {
  const res = await t.request(adminOrdersApiPaths.order(orderId), { cookie })
  expect(res.status).toBe(200)
  return res.json()
}

async function runOut(
  orderId: string,
  itemId: number,
  body: Record<string, unknown>,
  cookie: string | null = editor.cookie,
): Promise<Response> {
  const packingVersion =
    'packingVersion' in body ? body.packingVersion : (await adminOrder(orderId)).packingVersion
  return t.request(adminOrdersApiPaths.runOut(orderId, itemId), {
    method: 'POST',
    json: { ...body, packingVersion },
    ...(cookie ? { cookie } : {}),
  })
}

async function runOutOk(orderId: string, itemId: number, body: Record<string, unknown>) {
  const res = await runOut(orderId, itemId, body)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as AdminOrder
}

async function expectRefused(res: Response, status: number, message?: string) {
  expect(res.status, await res.clone().text()).toBe(status)
  const body: ApiErrorBody = await res.json()
  if (message) expect(body.error.message).toBe(message)
}

async function heldGrams(orderId: string, productId: number): Promise<number> {
  const [row] = await t.db
    .select({ grams: orderStock.grams })
    .from(orderStock)
    .where(and(eq(orderStock.orderId, orderId), eq(orderStock.productId, productId)))
  return row?.grams ?? 0
}

async function notes(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ note: orderTimeline.note })
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), eq(orderTimeline.status, 'note')))
    .orderBy(asc(orderTimeline.id))
  return rows.map((r) => r.note)
}

async function runOutEmails(orderId: string) {
  return t.db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(
      sql`${emailOutbox.kind} = 'order_line_ran_out' and ${emailOutbox.subject} like ${`%${orderId}%`}`,
    )
}

async function runOutTexts(orderId: string) {
  return t.db
    .select({ message: textOutbox.message })
    .from(textOutbox)
    .where(and(eq(textOutbox.orderId, orderId), eq(textOutbox.kind, 'line_ran_out')))
}

/** Everything a run-out writes, to prove a refusal wrote nothing. */
async function writesOf(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderId, orderId))
  const items = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  return {
    order,
    items,
    notes: await notes(orderId),
    stock: [await stockOf(t, ribeyeId), await stockOf(t, sirloinId)],
    emails: (await runOutEmails(orderId)).length,
  }
}

describe('POST run-out: remove', () => {
  it('removes the line, re-prices the order, gives the grams back and tells the shopper', async () => {
    const { placed, itemId } = await placeWith('remove')
    await t.db.update(orders).set({ textUpdates: true }).where(eq(orders.orderId, placed.orderId))
    const stockBefore = await stockOf(t, ribeyeId)
    const order = await runOutOk(placed.orderId, itemId, { action: 'remove' })

    const line = order.items.find((i) => i.id === itemId)!
    expect(line.lineTotalCentavos).toBe(0)
    expect(line.runOutOutcome).toBe('removed')
    expect(order.subtotalCentavos).toBe(placed.subtotalCentavos - 240_000)
    expect(order.totalCentavos).toBe(placed.totalCentavos - 240_000)
    expect(order.deliveryFeeCentavos).toBe(placed.deliveryFeeCentavos)
    expect(await stockOf(t, ribeyeId)).toBe(stockBefore + 2000)
    expect(await heldGrams(placed.orderId, ribeyeId)).toBe(0)
    expect(order.timeline.map((e) => e.note)).toContain(
      'Ribeye, 1.5 in ran out: removed and refunded ₱2,400.00',
    )
    const [email] = await runOutEmails(placed.orderId)
    expect(email?.text).toContain('Ribeye, 1.5 in in your order')
    expect(email?.text).toContain('removed it from your order and refunded ₱2,400.00')
    const [text] = await runOutTexts(placed.orderId)
    expect(text?.message).toContain('Ribeye, 1.5 in ran out, so we removed it')
  })

  it('shows a GCash order already paid a refund due', async () => {
    const { placed, itemId } = await placeWith('remove', { paymentMethod: 'gcash' })
    await verifiedSeededProof(t, admin.cookie, placed)
    const order = await runOutOk(placed.orderId, itemId, { action: 'remove' })
    expect(order.payment?.balanceCentavos).toBe(-240_000)
    const [email] = await runOutEmails(placed.orderId)
    expect(email?.text).toContain('We will refund ₱2,400.00 to your GCash account.')
  })

  it('sends no text to a shopper who did not ask for texts', async () => {
    const { placed, itemId } = await placeWith('remove')
    await t.db.update(orders).set({ textUpdates: false }).where(eq(orders.orderId, placed.orderId))
    await runOutOk(placed.orderId, itemId, { action: 'remove' })
    expect(await runOutTexts(placed.orderId)).toEqual([])
    expect(await runOutEmails(placed.orderId)).toHaveLength(1)
  })

  it('refuses a second removal', async () => {
    const { placed, itemId } = await placeWith('remove')
    await runOutOk(placed.orderId, itemId, { action: 'remove' })
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'remove' }),
      409,
      runOutMessages.alreadyDone('removed'),
    )
  })
})

describe('POST run-out: replace', () => {
  it('makes the line the cheaper product, priced by the weight packed, stock moved', async () => {
    const { placed, itemId } = await placeWith('substitute')
    const ribeyeBefore = await stockOf(t, ribeyeId)
    const sirloinBefore = await stockOf(t, sirloinId)
    const order = await runOutOk(placed.orderId, itemId, {
      action: 'replace',
      replacementProductId: sirloinId,
    })
    const line = order.items.find((i) => i.id === itemId)!
    expect(line.name).toBe('Sirloin')
    expect(line.replacedName).toBe('Ribeye, 1.5 in')
    expect(line.runOutOutcome).toBe('replaced')
    expect(line.choices).toEqual([])
    expect(line.pricedByPackedWeight).toBe(true)
    expect(line.lineTotalCentavos).toBe(180_000)
    expect(order.totalCentavos).toBe(placed.totalCentavos - 60_000)
    expect(order.packing).toBe('estimate')
    expect(await stockOf(t, ribeyeId)).toBe(ribeyeBefore + 2000)
    expect(await stockOf(t, sirloinId)).toBe(sirloinBefore - 2000)
    expect(await heldGrams(placed.orderId, sirloinId)).toBe(3000)
    expect(await notes(placed.orderId)).toContain(
      'Ribeye, 1.5 in ran out: replaced with Sirloin at ₱900.00/kg (to be weighed)',
    )
    expect((await runOutEmails(placed.orderId))[0]?.text).toContain('replaced it with Sirloin')

    // Staff then weigh it: 1.9 kg of sirloin.
    const packed = await t.request(adminOrdersApiPaths.packedWeight(placed.orderId, itemId), {
      method: 'PUT',
      json: { packedGrams: 1900, packingVersion: order.packingVersion },
      cookie: editor.cookie,
    })
    expect(packed.status, await packed.clone().text()).toBe(200)
    const weighed: AdminOrder = await packed.json()
    expect(weighed.items.find((i) => i.id === itemId)!.lineTotalCentavos).toBe(171_000)
  })

  it('refuses a product dearer per kg than the line', async () => {
    const { placed, itemId } = await placeWith('substitute')
    const before = await writesOf(placed.orderId)
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'replace', replacementProductId: wagyuId }),
      422,
      'Pick a product at ₱1,200.00/kg or less',
    )
    expect(await writesOf(placed.orderId)).toEqual(before)
  })

  it('refuses a draft product, an unknown one, and none at all', async () => {
    const { placed, itemId } = await placeWith('substitute')
    const before = await writesOf(placed.orderId)
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'replace', replacementProductId: draftId }),
      422,
      runOutMessages.replacementUnavailable,
    )
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'replace', replacementProductId: 999_999 }),
      422,
      runOutMessages.replacementUnavailable,
    )
    await expectRefused(await runOut(placed.orderId, itemId, { action: 'replace' }), 422)
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'replace', replacementProductId: 'x' }),
      422,
    )
    expect(await writesOf(placed.orderId)).toEqual(before)
  })
})

describe('POST run-out: call the customer', () => {
  it('flags the line, and then lets staff remove or replace it as agreed', async () => {
    const { placed, itemId } = await placeWith('call')
    const flagged = await runOutOk(placed.orderId, itemId, { action: 'call' })
    expect(flagged.items.find((i) => i.id === itemId)!.runOutOutcome).toBe('call_customer')
    expect(flagged.totalCentavos).toBe(placed.totalCentavos)
    expect(flagged.timeline.map((e) => e.note)).toContain(
      'Call the customer about Ribeye, 1.5 in: it ran out',
    )
    expect(await runOutEmails(placed.orderId)).toEqual([])

    const replaced = await runOutOk(placed.orderId, itemId, {
      action: 'replace',
      replacementProductId: sirloinId,
    })
    expect(replaced.items.find((i) => i.id === itemId)!.runOutOutcome).toBe('replaced')
  })

  it('lets a flagged line be removed', async () => {
    const { placed, itemId } = await placeWith('call')
    await runOutOk(placed.orderId, itemId, { action: 'call' })
    const removed = await runOutOk(placed.orderId, itemId, { action: 'remove' })
    expect(removed.totalCentavos).toBe(placed.totalCentavos - 240_000)
  })
})

describe('POST run-out: refusals', () => {
  it("refuses an action other than the shopper's choice, writing nothing", async () => {
    const { placed, itemId } = await placeWith('call')
    const before = await writesOf(placed.orderId)
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'remove' }),
      422,
      'The shopper asked: text or call them first.',
    )
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'replace', replacementProductId: sirloinId }),
      422,
    )
    await expectRefused(await runOut(placed.orderId, itemId, { action: 'refund' }), 422)
    expect(await writesOf(placed.orderId)).toEqual(before)

    const remover = await placeWith('remove')
    await expectRefused(
      await runOut(remover.placed.orderId, remover.itemId, { action: 'call' }),
      422,
    )
  })

  it('refuses a stale packing version (409), writing nothing', async () => {
    const { placed, itemId } = await placeWith('remove')
    const { packingVersion } = await adminOrder(placed.orderId)
    const before = await writesOf(placed.orderId)
    await expectRefused(
      await runOut(placed.orderId, itemId, {
        action: 'remove',
        packingVersion: packingVersion + 1,
      }),
      409,
      runOutMessages.packingChanged,
    )
    expect(await writesOf(placed.orderId)).toEqual(before)
  })

  it('refuses orders that left the shop, and unknown lines', async () => {
    const { placed, itemId } = await placeWith('remove')
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.orderId, placed.orderId))
    await expectRefused(await runOut(placed.orderId, itemId, { action: 'remove' }), 409)
    await expectRefused(await runOut(placed.orderId, 999_999, { action: 'remove' }), 404)
    await expectRefused(
      await t.request(`/api/admin/orders/${placed.orderId}/items/abc/run-out`, {
        method: 'POST',
        json: { action: 'remove', packingVersion: 0 },
        cookie: editor.cookie,
      }),
      404,
    )
  })

  it('lets both staff roles do it and nobody signed out', async () => {
    const { placed, itemId } = await placeWith('call')
    await expectRefused(
      await runOut(placed.orderId, itemId, { action: 'call', packingVersion: 0 }, null),
      401,
    )
    const res = await t.request(adminOrdersApiPaths.runOut(placed.orderId, itemId), {
      method: 'POST',
      json: { action: 'call', packingVersion: 0 },
      cookie: admin.cookie,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const other = await placeWith('remove')
    await runOutOk(other.placed.orderId, other.itemId, { action: 'remove' })
  })

  it('stores markup in names as text in the email', async () => {
    const { placed, itemId } = await placeWith('remove')
    await t.db.update(orderItems).set({ name: '<b>Ribeye</b>' }).where(eq(orderItems.id, itemId))
    await runOutOk(placed.orderId, itemId, { action: 'remove' })
    const [email] = await runOutEmails(placed.orderId)
    expect(email?.html).toContain('&lt;b&gt;Ribeye&lt;/b&gt;')
    expect(email?.html).not.toContain('<b>Ribeye')
  })
})
