import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { AppError, conflict } from '#server/http/errors.ts'
import { enforceRateLimits, type RateLimitRule, rateLimit } from '#server/http/rate-limit.ts'
import { orderIdForLink } from '#server/orders/order-lookup.ts'
import { addTimelineEntry, loadOrder, openBalanceOf } from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
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
  lockOrderPaymentGate,
  newestProofStorageKey,
  type OrderPaymentGate,
  orderPaymentGate,
  setOrderPaymentState,
  touchOrder,
} from './payment-proof-repo.ts'
import { proofImageResponse, removeProofImage, storeProofImage } from './proof-file.ts'
import { makeProofImage } from './proof-image.ts'
import { ProofUploadForm } from './proof-upload-form.ts'

const TEN_MINUTES = 10 * 60 * 1000
const ONE_HOUR = 60 * 60 * 1000

/**
 * Upload attempts per order: a shopper whose screenshot was refused sends another, and
 * perhaps a third; ten an hour stops a script hammering one order's uploads (what an
 * order can store is capped apart, at MAX_PROOFS_PER_ORDER, decision 0081). Keyed by
 * the order the link's token opens, so only whoever holds the link can spend it (a
 * stranger who knows the order id cannot).
 */
export const paymentProofOrderRateLimit: RateLimitRule = {
  name: 'payment-proof-order',
  limit: 10,
  windowMs: ONE_HOUR,
}

/**
 * Proofs per address, sized for a carrier-grade NAT address with many GCash shoppers
 * behind it (each sends one or two): only a flood of uploads reaches it.
 */
export const paymentProofAddressRateLimit: RateLimitRule = {
  name: 'payment-proof-address',
  limit: 60,
  windowMs: ONE_HOUR,
}

/**
 * Reads of the proof image: the order page shows it each time it is opened, so the
 * per-order limit (the order the token opens) is a little above the lookup's; per
 * address as generous as the lookup's, for the same shared addresses.
 */
export const proofImageOrderRateLimit: RateLimitRule = {
  name: 'payment-proof-image-order',
  limit: 30,
  windowMs: TEN_MINUTES,
}
export const proofImageAddressRateLimit: RateLimitRule = {
  name: 'payment-proof-image-address',
  limit: 300,
  windowMs: TEN_MINUTES,
}

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
async function refuse(
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
 * `POST /api/orders/by-token/:token/payment-proof` (multipart, in this order:
 * `referenceNumber`, `purpose` ('payment' when left out, or 'balance' for what a
 * verified payment left to pay, issue 28 §1), then `file`): a GCash shopper's proof of
 * payment, for the order the link's token opens (no route takes an order id and email
 * for it: decision 0072). The body is read as it arrives: the token, the fields and
 * the order are checked before the file is read (decision 0082), so a refused proof
 * costs neither the upload nor image work. The screenshot is checked and stored
 * first, then the proof, the order's payment state and a timeline note are written in
 * one transaction with the order row locked; a refusal anywhere leaves no file and no
 * row.
 *
 * `GET /api/orders/by-token/:token/payment-proof/image`: the newest proof's image, for
 * whoever holds the order's link; never cached.
 */
export function paymentProofRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/by-token/:token/payment-proof',
      rateLimit(deps, paymentProofAddressRateLimit),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        // A link that opens nothing is refused before its body is read.
        const orderId = await orderIdForLink(deps, c.req.param('token'))
        // Streamed (decision 0082): the fields before the file are read and the
        // order checked, all before a byte of the image is read or any image work.
        const form = ProofUploadForm.open(c.req.raw)
        const fields = await form.readFields()
        await enforceRateLimits(
          deps.db,
          [{ rule: paymentProofOrderRateLimit, subject: orderId }],
          deps.now(),
        )
        const gate = await orderPaymentGate(deps.db, orderId)
        if (!gate) throw orderLinkNotFound()
        await refuse(deps.db, orderId, gate, fields.purpose)
        const image = await makeProofImage(await form.readFile())

        const key = await storeProofImage(deps, image)
        try {
          await deps.db.transaction(async (tx) => {
            // Again under the lock: staff may have verified, or cancelled, meanwhile.
            const locked = await lockOrderPaymentGate(tx, orderId)
            if (!locked) throw orderLinkNotFound()
            const due = await refuse(tx, orderId, locked, fields.purpose)
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
            if (fields.purpose === 'payment') {
              await setOrderPaymentState(tx, orderId, 'submitted', now)
            } else {
              await touchOrder(tx, orderId, now)
            }
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
        const loaded = await loadOrder(deps.db, orderId)
        if (!loaded) throw orderLinkNotFound()
        return c.json(await toPublicOrder(deps.db, loaded, c.req.param('token')), 201)
      },
    )
    .get(
      '/by-token/:token/payment-proof/image',
      rateLimit(deps, proofImageAddressRateLimit),
      async (c) => {
        const orderId = await orderIdForLink(deps, c.req.param('token'))
        await enforceRateLimits(
          deps.db,
          [{ rule: proofImageOrderRateLimit, subject: orderId }],
          deps.now(),
        )
        const storageKey = await newestProofStorageKey(deps.db, orderId)
        if (!storageKey)
          throw new AppError(404, 'not_found', 'This order has no proof of payment yet.')
        return proofImageResponse(c, deps, { storageKey })
      },
    )
}
