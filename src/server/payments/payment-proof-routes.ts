import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { AppError, validationFailed } from '#server/http/errors.ts'
import { enforceRateLimits, type RateLimitRule, rateLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import { imageTooLarge } from '#server/media/read-upload.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-tokens.ts'
import { addTimelineEntry, loadOrder } from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
import { shopperOrderNotFound } from '#server/orders/shopper-order-not-found.ts'
import { MAX_IMAGE_BYTES } from '#shared/media.ts'
import { NOTE_STATUS } from '#shared/order-status.ts'
import { type PaymentState, paymentMessages, proofAcceptedStates } from '#shared/payment-state.ts'
import { orderLookupQuerySchema } from '#shared/schemas/orders.ts'
import { referenceNumberSchema } from '#shared/schemas/payments.ts'
import {
  insertPaymentProof,
  lockOrderPaymentGate,
  newestProofForShopper,
  type OrderPaymentGate,
  orderPaymentGate,
  setOrderPaymentState,
} from './payment-proof-repo.ts'
import { proofImageResponse, removeProofImage, storeProofImage } from './proof-file.ts'
import { makeProofImage } from './proof-image.ts'

const TEN_MINUTES = 10 * 60 * 1000
const ONE_HOUR = 60 * 60 * 1000

/**
 * Room for the multipart boundaries, the email and reference number and the part
 * headers around a 5 MB file; the whole body is held to it while it is read
 * (http/body-limits.ts leaves this route to it), with the media upload's 413.
 */
export const MAX_PROOF_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024

/**
 * Proofs per order: a shopper whose screenshot was refused sends another, and
 * perhaps a third; ten an hour only stops a script filling the store through one
 * order. Counted before the order is looked up, so guessing an order's email
 * through this route is as slow as through the lookup.
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
 * Reads of the proof image: the status page shows it each time it is opened, so the
 * per-order limit is a little above the lookup's; per address as generous as the
 * lookup's, for the same shared addresses.
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

const proofImageQuerySchema = orderLookupQuerySchema.pick({ email: true })

/** An order id longer than any this shop makes, or holding NUL, names no order. */
const MAX_ORDER_ID_LENGTH = 40

function orderIdOf(c: Context): string {
  const id = c.req.param('orderId') ?? ''
  if (id.length > MAX_ORDER_ID_LENGTH || id.includes('\u0000')) throw shopperOrderNotFound()
  return id
}

/** The form's email, bounded; one that cannot match an order is the usual 404. */
function emailOf(value: FormDataEntryValue | null): string {
  const email = typeof value === 'string' ? value.trim() : ''
  if (email === '' || email.length > 254 || email.includes('\u0000')) throw shopperOrderNotFound()
  return email
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
}

const conflict = (message: string) => new AppError(409, 'conflict', message)

interface ProofForm {
  email: string
  referenceNumber: string
  file: File
}

/** The multipart form, its fields checked; the file's bytes are checked later. */
async function readProofForm(request: Request): Promise<ProofForm> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType.slice(0, 200))) {
    throw new AppError(
      400,
      'bad_request',
      'Send the proof as multipart/form-data: email, referenceNumber and file.',
    )
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.')
  }
  const reference = referenceNumberSchema.safeParse(form.get('referenceNumber') ?? undefined)
  const file = form.get('file')
  // A file input left empty is sent as a nameless file of no bytes.
  const chosen = file instanceof File && file.size > 0 ? file : null
  if (!reference.success || !chosen) {
    throw validationFailed({
      ...(reference.success ? {} : { referenceNumber: paymentMessages.referenceNumber }),
      ...(chosen ? {} : { file: paymentMessages.proofFile }),
    })
  }
  return { email: emailOf(form.get('email')), referenceNumber: reference.data, file: chosen }
}

/**
 * `POST /api/orders/:orderId/payment-proof` (multipart: `email`, `referenceNumber`,
 * `file`): a GCash shopper's proof of payment, for the order with that id and email.
 * The screenshot is checked and stored first, then the proof, the order's payment
 * state and a timeline note are written in one transaction with the order row
 * locked; a refusal anywhere leaves no file and no row.
 *
 * `GET /api/orders/:orderId/payment-proof/image?email=`: the newest proof's image,
 * for the shopper holding the order id and email; never cached.
 */
export function paymentProofRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/:orderId/payment-proof',
      rateLimit(deps, paymentProofAddressRateLimit),
      bodyLimit({
        maxSize: MAX_PROOF_BODY_BYTES,
        onError: () => {
          throw imageTooLarge()
        },
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const orderId = orderIdOf(c)
        const form = await readProofForm(c.req.raw)
        await enforceRateLimits(
          deps.db,
          [{ rule: paymentProofOrderRateLimit, subject: orderId }],
          deps.now(),
        )
        // Before the image is decoded: a refused order costs no image work.
        const gate = await orderPaymentGate(deps.db, orderId, form.email)
        if (!gate) throw shopperOrderNotFound()
        refuseProofFor(gate)
        if (form.file.size > MAX_IMAGE_BYTES) throw imageTooLarge()
        const image = await makeProofImage(new Uint8Array(await form.file.arrayBuffer()))

        const key = await storeProofImage(deps, image)
        try {
          await deps.db.transaction(async (tx) => {
            // Again under the lock: staff may have verified, or cancelled, meanwhile.
            const locked = await lockOrderPaymentGate(tx, orderId, form.email)
            if (!locked) throw shopperOrderNotFound()
            refuseProofFor(locked)
            const now = deps.now()
            await insertPaymentProof(tx, {
              orderId,
              storageKey: key,
              width: image.width,
              height: image.height,
              referenceNumber: form.referenceNumber,
              amountDueCentavos: locked.totalCentavos,
              state: 'submitted',
              submittedAt: now,
            })
            await setOrderPaymentState(tx, orderId, 'submitted', now)
            await addTimelineEntry(tx, {
              orderId,
              status: NOTE_STATUS,
              note: paymentMessages.submittedNote(form.referenceNumber),
              staffUserId: null,
              createdAt: now,
            })
          })
        } catch (err) {
          await removeProofImage(deps, key)
          throw err
        }
        const loaded = await loadOrder(deps.db, orderId)
        if (!loaded) throw shopperOrderNotFound()
        const token = await mintOrderAccessToken(deps.db, orderId, deps.now())
        return c.json(await toPublicOrder(deps.db, loaded, token), 201)
      },
    )
    .get(
      '/:orderId/payment-proof/image',
      rateLimit(deps, proofImageAddressRateLimit),
      validate('query', proofImageQuerySchema),
      async (c) => {
        const orderId = orderIdOf(c)
        const { email } = c.req.valid('query')
        if (email === '' || email.includes('\u0000')) throw shopperOrderNotFound()
        await enforceRateLimits(
          deps.db,
          [{ rule: proofImageOrderRateLimit, subject: orderId }],
          deps.now(),
        )
        const found = await newestProofForShopper(deps.db, orderId, email)
        if (!found.order) throw shopperOrderNotFound()
        if (!found.storageKey)
          throw new AppError(404, 'not_found', 'This order has no proof of payment yet.')
        return proofImageResponse(c, deps, { storageKey: found.storageKey })
      },
    )
}
