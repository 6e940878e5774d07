import type { AppDeps } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { conflict } from '#server/http/errors.ts'
import { addTimelineEntry, lockOrderRow, openBalanceOf } from '#server/orders/order-repo.ts'
import { orderLinkNotFound } from '#server/orders/shopper-order-not-found.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import {
  type PaymentState,
  type ProofPurpose,
  paymentMessages,
  proofAcceptedStates,
} from '#shared/payment-state.ts'
import {
  assertRoomForAnotherProof,
  insertPaymentProof,
  type OrderPaymentGate,
  orderPaymentGate,
  setOrderPayment,
} from './payment-proof-repo.ts'
import { removeProofImage, storeProofImage } from './proof-file.ts'
import type { ProofImage } from './proof-image.ts'
import type { ProofFields } from './proof-upload-form.ts'

/** 409 with the reason an order takes no proof, or nothing when it takes one. */
function refuseProofFor(gate: OrderPaymentGate): void {
  if (gate.paymentMethod !== 'gcash') throw conflict(paymentMessages.codNeedsNoProof)
  if (gate.status === 'cancelled') throw conflict(paymentMessages.orderCancelled)
  if (gate.paymentState === 'verified') throw conflict(paymentMessages.alreadyVerified)
  if (!proofAcceptedStates.includes(gate.paymentState as PaymentState)) {
    // 'none' on a GCash order: nothing this shop writes, but never a proof for it.
    throw conflict(paymentMessages.codNeedsNoProof)
  }
  if (gate.payAfterWeigh && gate.packedAt === null) {
    throw conflict(payAfterWeighMessages.earlyProof)
  }
}

/**
 * 409 with the reason an order takes no balance proof (issue 28 §1): only a GCash order
 * whose verified payment left something to pay; otherwise nothing.
 */
function refuseBalanceProofFor(gate: OrderPaymentGate, balanceCentavos: number): void {
  if (gate.paymentMethod !== 'gcash') throw conflict(paymentMessages.codNeedsNoProof)
  if (gate.status === 'cancelled') throw conflict(paymentMessages.orderCancelled)
  if (gate.paymentState !== 'verified' || balanceCentavos <= 0) {
    throw conflict(paymentMessages.noBalanceToPay)
  }
}

/**
 * Refuses a proof the order does not take (409), or one past the order's
 * MAX_PROOFS_PER_ORDER; otherwise what the proof is asked for:
 * the order's total for a payment proof, the open balance for a balance proof.
 */
async function amountDueFor(
  db: Queryable,
  orderId: string,
  gate: OrderPaymentGate,
  purpose: ProofPurpose,
): Promise<number> {
  if (purpose === 'payment') {
    refuseProofFor(gate)
    await assertRoomForAnotherProof(db, orderId)
    return gate.totalCentavos
  }
  const balance = await openBalanceOf(db, orderId, gate)
  refuseBalanceProofFor(gate, balance)
  await assertRoomForAnotherProof(db, orderId)
  return balance
}

/**
 * Whether the order the link opens takes this proof now (409 with the reason when not),
 * asked before the file is read (decision 0082): a refused proof costs neither the
 * upload nor image work.
 */
export async function assertOrderTakesProof(
  db: Queryable,
  orderId: string,
  purpose: ProofPurpose,
): Promise<void> {
  const gate = await orderPaymentGate(db, orderId)
  if (!gate) throw orderLinkNotFound()
  await amountDueFor(db, orderId, gate, purpose)
}

/**
 * A GCash shopper's proof of payment (docs/product-rules.md §12): the screenshot is
 * stored first, then the proof, the order's payment state and a timeline note are
 * written in one transaction with the order row locked, checked again there (staff may
 * have verified, or cancelled, meanwhile); a refusal anywhere leaves no file and no row.
 */
export async function submitPaymentProof(
  deps: AppDeps,
  orderId: string,
  fields: ProofFields,
  image: ProofImage,
): Promise<void> {
  const key = await storeProofImage(deps, image)
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrderRow(tx, orderId)
      if (!locked) throw orderLinkNotFound()
      const due = await amountDueFor(tx, orderId, locked, fields.purpose)
      const now = deps.now()
      await insertPaymentProof(tx, {
        orderId,
        storageKey: key,
        width: image.width,
        height: image.height,
        referenceNumber: fields.referenceNumber,
        amountDueCentavos: due,
        purpose: fields.purpose,
        state: 'submitted',
        submittedAt: now,
      })
      // A balance proof leaves the verified payment as it is (decision 0074).
      await setOrderPayment(
        tx,
        orderId,
        fields.purpose === 'payment'
          ? { paymentState: 'submitted', updatedAt: now }
          : { updatedAt: now },
      )
      await addTimelineEntry(tx, {
        orderId,
        status: NOTE_STATUS,
        note:
          fields.purpose === 'payment'
            ? paymentMessages.submittedNote(fields.referenceNumber)
            : paymentMessages.balanceSubmittedNote(fields.referenceNumber),
        staffUserId: null,
        createdAt: now,
      })
    })
  } catch (err) {
    await removeProofImage(deps, key)
    throw err
  }
}
