import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { conflict, validationFailed } from '#server/http/errors.ts'
import { addTimelineEntry, type OrderRow, openBalanceOf } from '#server/orders/order-repo.ts'
import { moveStock } from '#server/orders/stock-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { packingStateOf } from '#shared/packed-weight.ts'
import { lineTitleWithChoices } from '#shared/preparation.ts'
import { unitPriceCentavos } from '#shared/pricing.ts'
import { allowedRunOutActions, type RunOutAction, runOutMessages } from '#shared/run-out.ts'
import { lockOrderLine } from './locked-order-line.ts'
import { type OrderItemRow, setOrderPacking } from './packing-repo.ts'
import type { Packer } from './record-packed-weight.ts'
import { queueRunOutEmail, type RunOutEmailChange } from './run-out-email.ts'
import {
  addStockTaken,
  lockReplacementProduct,
  releaseStockTaken,
  setRunOutLine,
} from './run-out-repo.ts'

export interface RunOutInput {
  action: RunOutAction
  replacementProductId?: number | undefined
  packingVersion: number
}

const refused = (message: string, field = 'action') =>
  validationFailed({ [field]: message }, message)

/**
 * A product line ran out (issue 31 §3): the order follows the shopper's 'If this runs
 * out'. Remove: the line charges nothing, the order is re-priced (the delivery fee stays)
 * and the line's grams go back to stock; replace: the line becomes a product staff pick
 * at the same or a lower price per kg, priced by the weight staff then pack, its stock
 * moved from the old product to the new; call: the line is flagged 'Call the customer',
 * and may later be removed or replaced as agreed on the phone. One transaction with the
 * order row locked FOR UPDATE; a packing version staff did not see is 409, as for packed
 * weights. The shopper is emailed (and texted, if they asked) on remove and replace.
 */
export async function markLineUnavailable(
  deps: AppDeps,
  orderId: string,
  itemId: number,
  input: RunOutInput,
  staff: Packer,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { order, items, item } = await lockOrderLine(tx, orderId, itemId)
    if (order.status === 'cancelled') throw conflict(runOutMessages.orderCancelled)
    // Before it leaves the shop: 'paid' too (a GCash order paid up front is still packed).
    if (!['pending', 'paid', 'processing'].includes(order.status)) {
      throw conflict(runOutMessages.orderLeft)
    }
    if (item.kind !== 'product' || item.pricePerKgCentavos === null) {
      throw refused(runOutMessages.onlyProductLines)
    }
    const outcome = item.runOutOutcome
    // A retried 'call' that went through changes nothing and is not a conflict.
    if (input.action === 'call' && outcome === 'call_customer') return
    if (outcome === 'removed' || outcome === 'replaced') {
      throw conflict(runOutMessages.alreadyDone(outcome))
    }
    if (!allowedRunOutActions(item.ifRunsOut, outcome).includes(input.action)) {
      throw refused(runOutMessages.notTheShoppersChoice(item.ifRunsOut))
    }
    if (input.packingVersion !== order.packingVersion) {
      throw conflict(runOutMessages.packingChanged)
    }
    const title = lineTitleWithChoices(item.name, item.choices)
    const now = deps.now()
    const line = { ...item, pricePerKgCentavos: item.pricePerKgCentavos }
    const context = { deps, order, items, item: line, title, staff, now }
    if (input.action === 'call') return flagCall(tx, context)
    if (input.action === 'remove') return removeLine(tx, context)
    if (input.replacementProductId === undefined) {
      throw refused(runOutMessages.replacementRequired, 'replacementProductId')
    }
    return replaceLine(tx, context, input.replacementProductId)
  })
}

interface RunOutContext {
  deps: AppDeps
  order: OrderRow
  items: OrderItemRow[]
  item: OrderItemRow & { pricePerKgCentavos: number }
  title: string
  staff: Packer
  now: Date
}

/** The grams the order holds for this line: what was packed, else what was ordered. */
const heldGramsOf = (item: OrderItemRow) => item.packedGrams ?? item.weightGrams

async function flagCall(tx: Transaction, c: RunOutContext): Promise<void> {
  await setRunOutLine(tx, c.item.id, { runOutOutcome: 'call_customer' })
  await setOrderPacking(tx, c.order.orderId, {
    subtotalCentavos: c.order.subtotalCentavos,
    totalCentavos: c.order.totalCentavos,
    packingVersion: c.order.packingVersion + 1,
    updatedAt: c.now,
  })
  await note(tx, c, runOutMessages.callNote(c.title))
}

async function removeLine(tx: Transaction, c: RunOutContext): Promise<void> {
  const { order, item } = c
  const refund = item.lineTotalCentavos
  await giveBack(tx, c)
  // Charged nothing and no longer weighed: packing can end without it.
  await setRunOutLine(tx, item.id, {
    runOutOutcome: 'removed',
    lineTotalCentavos: 0,
    pricedByPackedWeight: false,
    packedGrams: null,
    heavierAgreedNote: null,
  })
  const updated = {
    subtotalCentavos: order.subtotalCentavos - refund,
    totalCentavos: order.totalCentavos - refund,
    packingVersion: order.packingVersion + 1,
    updatedAt: c.now,
  }
  await setOrderPacking(tx, order.orderId, updated)
  await note(tx, c, runOutMessages.removedNote(c.title, refund))
  await tell(
    tx,
    c,
    { ...order, ...updated },
    { kind: 'removed', line: c.title, refundCentavos: refund },
  )
}

async function replaceLine(tx: Transaction, c: RunOutContext, productId: number): Promise<void> {
  const { order, item } = c
  const field = 'replacementProductId'
  if (productId === item.productId) throw refused(runOutMessages.replacementSame, field)
  const product = await lockReplacementProduct(tx, productId)
  if (product?.visibility !== 'published' || product.stockGrams <= 0) {
    throw refused(runOutMessages.replacementUnavailable, field)
  }
  if (product.effectivePriceCentavos > item.pricePerKgCentavos) {
    throw refused(runOutMessages.notCheaper(item.pricePerKgCentavos), field)
  }
  const grams = item.weightGrams
  if (order.stockHeld && product.stockGrams < grams) {
    throw refused(runOutMessages.replacementShort(product.name), field)
  }
  await giveBack(tx, c)
  if (order.stockHeld) {
    await moveStock(tx, c.deps, new Map([[product.id, grams]]), -1)
    await addStockTaken(tx, order.orderId, product.id, grams)
  }
  const perKg = product.effectivePriceCentavos
  const estimate = Math.round((grams * perKg) / 1000)
  await setRunOutLine(tx, item.id, {
    runOutOutcome: 'replaced',
    productId: product.id,
    name: product.name,
    replacedName: c.title,
    choices: [],
    pricePerKgCentavos: perKg,
    unitPriceCentavos: item.unit
      ? unitPriceCentavos(perKg, item.unit, item.averagePieceGrams)
      : perKg,
    estimatedLineTotalCentavos: estimate,
    lineTotalCentavos: estimate,
    pricedByPackedWeight: true,
    packedGrams: null,
    heavierAgreedNote: null,
  })
  const difference = estimate - item.lineTotalCentavos
  const afterItems = c.items.map((i) =>
    i.id === item.id ? { ...i, pricedByPackedWeight: true, packedGrams: null } : i,
  )
  const updated = {
    subtotalCentavos: order.subtotalCentavos + difference,
    totalCentavos: order.totalCentavos + difference,
    packingVersion: order.packingVersion + 1,
    // The replacement waits for its weight: the final amount is told again once packed.
    packedAt: packingStateOf(afterItems) === 'packed' ? order.packedAt : null,
    updatedAt: c.now,
  }
  await setOrderPacking(tx, order.orderId, updated)
  await note(tx, c, runOutMessages.replacedNote(c.title, product.name, perKg))
  await tell(
    tx,
    c,
    { ...order, ...updated },
    { kind: 'replaced', line: c.title, replacement: product.name, pricePerKgCentavos: perKg },
  )
}

/** The line's grams back to its product's stock, and out of what the order holds. */
async function giveBack(tx: Transaction, c: RunOutContext): Promise<void> {
  const { order, item } = c
  if (!order.stockHeld || item.productId === null) return
  const grams = heldGramsOf(item)
  if (grams <= 0) return
  await moveStock(tx, c.deps, new Map([[item.productId, grams]]), 1)
  await releaseStockTaken(tx, order.orderId, item.productId, grams)
}

function note(tx: Transaction, c: RunOutContext, text: string) {
  return addTimelineEntry(tx, {
    orderId: c.order.orderId,
    status: NOTE_STATUS,
    note: text,
    staffUserId: c.staff.id,
    createdAt: c.now,
  })
}

/** The shopper's email, and text when they asked for texts. */
async function tell(
  tx: Transaction,
  c: RunOutContext,
  order: OrderRow,
  change: RunOutEmailChange,
): Promise<void> {
  const baseUrl = c.deps.config.siteOrigin
  const balance = await openBalanceOf(tx, order.orderId, order)
  await queueRunOutEmail(tx, order, change, balance, baseUrl, c.now)
  const replacement = change.kind === 'replaced' ? change.replacement : null
  await queueOrderText(
    tx,
    order,
    { kind: 'line_ran_out', line: c.title, replacement, baseUrl },
    c.now,
  )
}
