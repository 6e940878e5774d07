import type { AppDeps } from '#server/app-env.ts'
import { conflict, forbidden, notFound } from '#server/http/errors.ts'
import { addTimelineEntry, lockOrderRow, openBalanceOf } from '#server/orders/order-repo.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { packedWeightMessages } from '#shared/packed-weight.ts'
import { canSettleBalance, priceLoweringMessages } from '#shared/price-lowering.ts'
import { setBalanceSettled } from './packing-repo.ts'
import type { Packer } from './record-packed-weight.ts'

/**
 * 'Mark as Settled' (docs/product-rules.md §13): the GCash difference between the final
 * total and what the verified proof paid was received or refunded. The order row is
 * locked FOR UPDATE, so a packed weight recorded meanwhile (which changes the balance)
 * or a second staff settling is applied after, and told: 409 with nothing written when
 * there is no difference (or it is settled already), or when it is not the one staff saw.
 * A refund (the shop pays back) is settled only by an admin, and its timeline entry
 * carries the event the dashboard lists; a balance the shopper paid, any staff. An
 * order paid online refunds through the gateway instead (refund-online.ts): 409 here.
 */
export async function settleBalance(
  deps: AppDeps,
  orderId: string,
  seenBalanceCentavos: number,
  staff: Packer,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId)
    if (!order) throw notFound('That order')
    // What is still open: a weight corrected after an earlier settlement opens only the new difference.
    const balance = await openBalanceOf(tx, orderId, order)
    if (balance === 0) throw conflict(packedWeightMessages.nothingToSettle)
    // Paid online, money goes back through the gateway, never marked by hand (issue 32 §3);
    // a balance the rider collected in cash is still marked here.
    if (order.paymentMethod === 'online' && balance < 0) {
      throw conflict(onlinePaymentMessages.settleThroughGateway(-balance))
    }
    if (balance !== seenBalanceCentavos) throw conflict(packedWeightMessages.balanceChanged)
    // A refund is money going out: an admin's to mark (issue 29).
    if (!canSettleBalance(staff.role, balance)) {
      throw forbidden(priceLoweringMessages.refundNeedsAdmin)
    }
    const now = deps.now()
    await setBalanceSettled(tx, orderId, {
      balanceSettledCentavos: order.balanceSettledCentavos + balance,
      balanceSettledByName: staff.name,
      now,
    })
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note: packedWeightMessages.settledNote(staff.name, balance),
      staffUserId: staff.id,
      // Listed on the dashboard for the day.
      event: balance < 0 ? 'refund_settled' : null,
      createdAt: now,
    })
  })
}
