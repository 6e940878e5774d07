import type { AppDeps } from '#server/app-env.ts'
import { AppError, conflict, forbidden, validationFailed } from '#server/http/errors.ts'
import { addTimelineEntry } from '#server/orders/order-repo.ts'
import { moveStock } from '#server/orders/stock-repo.ts'
import { gcashPaymentDueAt } from '#server/payments/payment-deadline.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { exceedsMoneyColumn, PACKED_TOTAL_TOO_LARGE_MESSAGE } from '#shared/order-size.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import {
  isAbsurdlyLightPackedWeight,
  isAbsurdPackedWeight,
  isBeyondTolerance,
  packedLineCharge,
  packedWeightMessages,
  packingStateOf,
} from '#shared/packed-weight.ts'
import {
  canRecordBelowTolerance,
  isBelowTolerance,
  priceLoweringMessages,
} from '#shared/price-lowering.ts'
import type { StaffRole } from '#shared/roles.ts'
import { lockOrderLine } from './locked-order-line.ts'
import { queuePackedEmail } from './packing-email.ts'
import {
  adjustStockTaken,
  lockProductStock,
  setOrderPacking,
  setPackedLine,
} from './packing-repo.ts'

export interface PackedWeightInput {
  packedGrams: number
  packingVersion: number
  confirmBeyondTolerance: boolean
  /** Charge the whole weight above the top of the line's range: needs `heavierAgreedNote`. */
  chargeAbove: boolean
  /** Who agreed to the heavier charge and how ('Customer agreed by phone'). */
  heavierAgreedNote?: string | undefined
}

/** Who packs: the signed-in staff member; the role decides what may be lowered. */
export interface Packer {
  id: number
  name: string
  role: StaffRole
}

const refusedWeight = (message: string) => validationFailed({ packedGrams: message }, message)

/**
 * Records the weight packed for one line priced by packed weight (docs/product-rules.md
 * §13), in one transaction with the order row locked FOR UPDATE: two staff packing one
 * order at once are applied one after the other, and the second, whose packing version
 * is now stale, is told (409) with nothing written. The line is re-priced at the order's
 * own per-kg price; subtotal and total follow (the delivery fee stays); stock and the
 * order's `order_stock` move by the weight's difference; a staff note says what changed.
 * Once every weighed line has a weight, the shopper is emailed the final amount, and
 * again whenever a later correction changes the total.
 *
 * Bounds (issue 29): a weight over three times the ordered one, or under a third of it,
 * is a slip of the scale (422); one below the tolerance lowers the price past the range
 * the shopper was shown, so only an admin records it (403 to an editor), and its
 * timeline entry carries the event the dashboard lists for the day.
 */
export async function recordPackedWeight(
  deps: AppDeps,
  orderId: string,
  itemId: number,
  input: PackedWeightInput,
  staff: Packer,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { order, items, item } = await lockOrderLine(tx, orderId, itemId)
    if (order.status === 'cancelled') throw conflict(packedWeightMessages.orderCancelled)
    if (order.status === 'shipped' || order.status === 'completed') {
      throw conflict(packedWeightMessages.orderLeft)
    }
    if (!item.pricedByPackedWeight || item.pricePerKgCentavos === null || item.weightGrams <= 0) {
      throw refusedWeight(packedWeightMessages.notPricedByWeight)
    }
    const ordered = item.weightGrams
    const packed = input.packedGrams
    if (isAbsurdPackedWeight(ordered, packed)) {
      throw refusedWeight(packedWeightMessages.tooHeavy(ordered))
    }
    if (isAbsurdlyLightPackedWeight(ordered, packed)) {
      throw refusedWeight(packedWeightMessages.tooLight(ordered))
    }
    // The tolerance the shopper was shown at checkout; the current setting for older orders.
    const tolerance =
      order.packedWeightTolerancePercent ??
      (await getSettings(tx, 'site')).packedWeightTolerancePercent
    // Below the range the shopper was shown is an admin's decision (issue 29), told
    // before the confirmation an editor could not act on.
    const belowTolerance = isBelowTolerance(ordered, packed, tolerance)
    if (belowTolerance && !canRecordBelowTolerance(staff.role)) {
      const message = priceLoweringMessages.belowToleranceNeedsAdmin(ordered, tolerance)
      throw forbidden(message, { packedGrams: message })
    }
    const agreedNote = input.heavierAgreedNote ?? ''
    const charge = packedLineCharge(
      {
        estimatedLineTotalCentavos: item.estimatedLineTotalCentavos,
        orderedGrams: ordered,
        pricePerKgCentavos: item.pricePerKgCentavos,
      },
      packed,
      tolerance,
      input.chargeAbove,
    )
    const chargedAbove = input.chargeAbove && charge.atWeightCentavos > charge.topCentavos
    if (chargedAbove && agreedNote === '') {
      throw validationFailed(
        { heavierAgreedNote: packedWeightMessages.agreementRequired },
        packedWeightMessages.agreementRequired,
      )
    }
    const lineTotal = charge.chargeCentavos
    // Asked first, even for the weight already saved: staff who come back to charge
    // above the range once the shopper agreed meet the question (and its agreement) again.
    if (!input.confirmBeyondTolerance && isBeyondTolerance(ordered, packed, tolerance)) {
      const message = packedWeightMessages.beyondTolerance(ordered, packed, tolerance)
      throw new AppError(422, 'confirmation_required', message, { packedGrams: message })
    }
    // The same weight and charge again (a retried save that went through, or two staff
    // reading the same scale) changes nothing and is not a conflict.
    if (item.packedGrams === packed && item.lineTotalCentavos === lineTotal) return
    if (input.packingVersion !== order.packingVersion) {
      throw conflict(packedWeightMessages.packingChanged)
    }
    const before = item.packedGrams ?? ordered

    const stockDelta = packed - before
    if (order.stockHeld && item.productId !== null && stockDelta !== 0) {
      const productId = item.productId
      const product = await lockProductStock(tx, productId)
      // A product deleted since has no stock to move; the line is still re-priced.
      if (product) {
        if (stockDelta > 0 && product.stockGrams < stockDelta) {
          throw conflict(packedWeightMessages.stockShort(product.name, product.stockGrams))
        }
        await moveStock(
          tx,
          deps,
          new Map([[productId, Math.abs(stockDelta)]]),
          stockDelta > 0 ? -1 : 1,
        )
      }
      await adjustStockTaken(tx, orderId, productId, stockDelta)
    }

    const difference = lineTotal - item.lineTotalCentavos
    // Orders placed before the size caps (decision 0084) could re-price past a money column.
    if (exceedsMoneyColumn(order.totalCentavos + difference)) {
      throw refusedWeight(PACKED_TOTAL_TOO_LARGE_MESSAGE)
    }
    const now = deps.now()
    await setPackedLine(tx, item.id, {
      packedGrams: packed,
      lineTotalCentavos: lineTotal,
      heavierAgreedNote: chargedAbove ? agreedNote : null,
    })

    const afterItems = items.map((i) => (i.id === item.id ? { ...i, packedGrams: packed } : i))
    const packedNow = packingStateOf(afterItems) === 'packed'
    const updated = {
      subtotalCentavos: order.subtotalCentavos + difference,
      totalCentavos: order.totalCentavos + difference,
      packingVersion: order.packingVersion + 1,
      packedAt: packedNow ? (order.packedAt ?? now) : order.packedAt,
      updatedAt: now,
      // Pay after we weigh (§12): the payment deadline starts once the final amount is known.
      ...(packedNow && startsPaymentDeadline(order)
        ? { paymentDueAt: await gcashPaymentDueAt(tx, now), paymentRemindedAt: null }
        : {}),
    }
    await setOrderPacking(tx, orderId, updated)
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note:
        packedWeightMessages.packedNote(item.name, before, packed, difference) +
        (charge.capped ? packedWeightMessages.cappedNote(charge.topCentavos) : ''),
      staffUserId: staff.id,
      // Listed on the dashboard for the day: a price lowered past the promised range.
      event: belowTolerance ? 'packed_below_tolerance' : null,
      createdAt: now,
    })
    if (chargedAbove) {
      await addTimelineEntry(tx, {
        orderId,
        status: NOTE_STATUS,
        note: packedWeightMessages.heavierAgreedNote(
          item.name,
          lineTotal,
          charge.topCentavos,
          agreedNote,
          staff.name,
        ),
        staffUserId: staff.id,
        createdAt: now,
      })
    }
    // First time packed, or a correction afterwards that changed what the shopper pays.
    if (packedNow && (order.packedAt === null || difference !== 0)) {
      await queuePackedEmail(
        tx,
        { ...order, ...updated },
        afterItems.map((i) => (i.id === item.id ? { ...i, lineTotalCentavos: lineTotal } : i)),
        deps.config.siteOrigin,
        now,
      )
      const final = { kind: 'final_amount', baseUrl: deps.config.siteOrigin } as const
      await queueOrderText(tx, { ...order, ...updated }, final, now)
    }
  })
}

/** A pay-after-weigh order still waiting for its final amount: no deadline runs yet. */
function startsPaymentDeadline(order: {
  payAfterWeigh: boolean
  paymentMethod: string
  paymentState: string
  paymentDueAt: Date | null
  status: string
}): boolean {
  return (
    order.payAfterWeigh &&
    order.paymentMethod === 'gcash' &&
    order.status === 'pending' &&
    order.paymentState === 'awaiting' &&
    order.paymentDueAt === null
  )
}
