import type { AppDeps } from '#server/app-env.ts'
import type { Transaction } from '#server/db/client.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import {
  addTimelineEntry,
  lockOrderRow,
  type OrderRow,
  openBalanceOf,
  type PaymentProofRow,
  setOrderStatus,
} from '#server/orders/order-repo.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import { NOTE_STATUS, statusChangeNote } from '#shared/order-status.ts'
import { type ProofPurpose, paymentMessages } from '#shared/payment-state.ts'
import { paymentDueAfterRejection, reminderAt } from './payment-deadline.ts'
import { queuePaymentEmail } from './payment-emails.ts'
import {
  markProofReviewed,
  newestProof,
  setOrderPayment,
  touchOrder,
} from './payment-proof-repo.ts'

/** Who reviews: the signed-in staff member (their name is copied onto the proof). */
export interface Reviewer {
  id: number
  name: string
}

/**
 * Runs `review` in one transaction with the order row locked FOR UPDATE, so two staff
 * reviewing one order (or a review and the shopper's new upload, which locks the same
 * row) are applied one after the other: the second sees what the first wrote. The
 * newest proof is the one reviewed. A cancelled order takes no payment.
 */
async function withLockedOrder(
  deps: AppDeps,
  orderId: string,
  review: (tx: Transaction, order: OrderRow, proof: PaymentProofRow | undefined) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId)
    if (!order) throw notFound('That order')
    if (order.status === 'cancelled') throw conflict(paymentMessages.orderCancelled)
    await review(tx, order, await newestProof(tx, orderId))
  })
}

/**
 * 'Verify Payment' (docs/product-rules.md §12): the newest proof, still 'submitted',
 * becomes 'verified' with the reviewer and the amount staff received (issue 28 §1; left
 * out, what the proof was asked for). The order's paid amount is what its verified proofs
 * received, in all; what is left open (short: the customer pays the rest with a balance
 * proof; more: the shop refunds it) shows on the dialog, the timeline note and the
 * shopper's page. A payment proof makes the payment 'verified' and a pending order
 * 'paid' (a status change the shopper sees on their timeline); a balance proof changes
 * neither (decision 0074). The shopper is emailed and texted what was received. Refused
 * 409 with nothing written when there is no proof to verify, or it is verified already
 * (the second of two staff verifying at once is told so), or when the shopper sent a
 * newer proof than the one staff looked at (`proofId`).
 */
export async function verifyPayment(
  deps: AppDeps,
  orderId: string,
  { proofId, amountReceivedCentavos }: { proofId: number; amountReceivedCentavos?: number },
  staff: Reviewer,
): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, order, proof) => {
    if (proof?.state === 'verified') throw conflict(paymentMessages.alreadyVerified)
    if (proof?.state !== 'submitted') throw conflict(paymentMessages.noProofToVerify)
    if (proof.id !== proofId) throw conflict(paymentMessages.proofReplaced)
    const now = deps.now()
    const purpose: ProofPurpose = proof.purpose === 'balance' ? 'balance' : 'payment'
    // What this proof was asked for: the amount due when it was sent (packing may change
    // the total afterwards; the difference is then settled apart, product-rules §13).
    const due = proof.amountDueCentavos ?? order.totalCentavos
    const received = amountReceivedCentavos ?? due
    const paid = (order.paidCentavos ?? 0) + received
    await markProofReviewed(
      tx,
      proof.id,
      { state: 'verified', rejectionReason: null, amountReceivedCentavos: received },
      staff,
      now,
    )
    await setOrderPayment(tx, orderId, {
      paymentState: 'verified',
      paidCentavos: paid,
      updatedAt: now,
    })
    // The proof just verified is counted: what the verified payment was asked for, less what came in.
    const balance = await openBalanceOf(tx, orderId, { ...order, paidCentavos: paid })
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note: paymentMessages.verifiedNote(staff.name, {
        purpose,
        receivedCentavos: received,
        dueCentavos: due,
        balanceCentavos: balance,
      }),
      staffUserId: staff.id,
      createdAt: now,
    })
    if (purpose === 'payment' && order.status === 'pending') {
      // pending -> paid as a staff status change would make it (order-status-change.ts):
      // both statuses hold the stock and the delivery place, so nothing moves and the
      // flags stay as they are.
      await setOrderStatus(tx, orderId, {
        status: 'paid',
        stockHeld: order.stockHeld,
        deliveryHeld: order.deliveryHeld,
        now,
      })
      await addTimelineEntry(tx, {
        orderId,
        status: 'paid',
        note: statusChangeNote('paid'),
        staffUserId: staff.id,
        createdAt: now,
      })
    }
    await queuePaymentEmail(
      tx,
      order,
      {
        kind: 'verified',
        received: {
          referenceNumber: proof.referenceNumber,
          purpose,
          receivedCentavos: received,
          dueCentavos: due,
          balanceCentavos: balance,
        },
      },
      deps.config.siteOrigin,
      now,
    )
    await queueOrderText(tx, order, { kind: 'payment_verified', paidCentavos: received }, now)
  })
}

/**
 * 'Reject' (docs/product-rules.md §12): the newest proof, still 'submitted', becomes
 * 'rejected' with the staff's reason (the shopper reads it on their order page and in
 * the email, with the new deadline and the link to upload again); a staff note records
 * who and why. Refused
 * 409 with nothing written when there is no proof waiting (a verified one says so).
 * The caller has trimmed the reason and refused a blank one.
 */
export async function rejectPayment(
  deps: AppDeps,
  orderId: string,
  { reason, proofId }: { reason: string; proofId: number },
  staff: Reviewer,
): Promise<void> {
  await withLockedOrder(deps, orderId, async (tx, order, proof) => {
    if (proof?.state === 'verified') throw conflict(paymentMessages.alreadyVerified)
    if (proof?.state !== 'submitted') throw conflict(paymentMessages.noProofToReject)
    if (proof.id !== proofId) throw conflict(paymentMessages.proofReplaced)
    if (proof.purpose === 'balance') {
      await rejectBalanceProof(deps, tx, order, proof, reason, staff)
      return
    }
    const now = deps.now()
    const { paymentDeadlineHours: hours } = await getSettings(tx, 'gcash')
    // What was left of the period when this proof was sent, and at least 6 hours.
    const due = paymentDueAfterRejection({
      rejectedAt: now,
      dueAt: order.paymentDueAt,
      submittedAt: proof.submittedAt,
      hours,
    })
    await markProofReviewed(
      tx,
      proof.id,
      { state: 'rejected', rejectionReason: reason },
      staff,
      now,
    )
    await setOrderPayment(tx, orderId, {
      paymentState: 'rejected',
      paymentDueAt: due,
      // The rejection email names the deadline: a period that starts past its halfway
      // mark has had its reminder, or the job would send one within the minute.
      paymentRemindedAt: reminderAt(due, hours) <= now ? now : null,
      updatedAt: now,
    })
    await addTimelineEntry(tx, {
      orderId,
      status: NOTE_STATUS,
      note: paymentMessages.rejectedNote(staff.name, reason),
      staffUserId: staff.id,
      createdAt: now,
    })
    await queuePaymentEmail(
      tx,
      order,
      { kind: 'rejected', reason, due, amountDueCentavos: order.totalCentavos },
      deps.config.siteOrigin,
      now,
    )
    await queueOrderText(
      tx,
      order,
      { kind: 'proof_rejected', baseUrl: deps.config.siteOrigin },
      now,
    )
  })
}

/**
 * A balance proof rejected: the proof only. The payment stays 'verified' and the order
 * paid; no deadline runs (the balance is settled before dispatch, product-rules §12). The
 * shopper reads the reason on their page and in the email, and sends another proof.
 */
async function rejectBalanceProof(
  deps: AppDeps,
  tx: Transaction,
  order: OrderRow,
  proof: PaymentProofRow,
  reason: string,
  staff: Reviewer,
): Promise<void> {
  const now = deps.now()
  await markProofReviewed(tx, proof.id, { state: 'rejected', rejectionReason: reason }, staff, now)
  await touchOrder(tx, order.orderId, now)
  await addTimelineEntry(tx, {
    orderId: order.orderId,
    status: NOTE_STATUS,
    note: paymentMessages.balanceRejectedNote(staff.name, reason),
    staffUserId: staff.id,
    createdAt: now,
  })
  await queuePaymentEmail(
    tx,
    order,
    {
      kind: 'rejected',
      reason,
      due: null,
      amountDueCentavos: proof.amountDueCentavos ?? order.totalCentavos,
    },
    deps.config.siteOrigin,
    now,
  )
  await queueOrderText(tx, order, { kind: 'proof_rejected', baseUrl: deps.config.siteOrigin }, now)
}
