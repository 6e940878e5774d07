import type { z } from 'zod'
import { resolveOrderAddress } from '#server/address/order-address.ts'
import type { AppDeps } from '#server/app-env.ts'
import { prefetchedHostedStore } from '#server/cart/prefetched-hosted-store.ts'
import { type PricedCart, priceCart } from '#server/cart/price-cart.ts'
import type { Transaction } from '#server/db/client.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import {
  reserveDeliveryPlace,
  scheduleContext,
  zoneScheduleRule,
} from '#server/delivery/delivery-booking-repo.ts'
import { AppError, conflict, validationFailed } from '#server/http/errors.ts'
import { enforceRateLimits } from '#server/http/rate-limit.ts'
import { startOnlinePayment } from '#server/online-payments/start-online-payment.ts'
import { mintOrderAccessToken } from '#server/orders/order-access-token-repo.ts'
import { orderLinkUrl } from '#server/orders/order-emails.ts'
import { queueOrderEmails } from '#server/orders/order-outbox.ts'
import {
  addTimelineEntry,
  insertOrder,
  insertOrderItems,
  loadOrder,
  setOrderDelivery,
} from '#server/orders/order-repo.ts'
import { toPublicOrder } from '#server/orders/order-views.ts'
import { moveStock, recordStockTaken } from '#server/orders/stock-repo.ts'
import { gcashPaymentDueAt } from '#server/payments/payment-deadline.ts'
import {
  confirmPhoneCode,
  phoneVerificationOn,
  phoneVerifiedOnDevice,
  sendPhoneCode,
} from '#server/phone-verification/phone-verification.ts'
import { offeredPaymentMethods } from '#server/settings/offered-payment-methods.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { queueOrderText } from '#server/sms/order-texts.ts'
import {
  checkDeliverySlot,
  type DeliverySlotWindow,
  deliveryMessages,
  deliverySlots,
  refusalError,
  type SlotRefusal,
} from '#shared/delivery-schedule.ts'
import { MINUTE_MS } from '#shared/durations.ts'
import { PH_MOBILE_MESSAGE, phMobileKey } from '#shared/mobile-number.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { ORDER_PLACED_NOTE, paymentMethodLabels } from '#shared/order-status.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import { DEFAULT_RUN_OUT } from '#shared/preparation.ts'
import { deliveryFeeCentavos } from '#shared/pricing.ts'
import type { PublicOrder, placeOrderRequestSchema } from '#shared/schemas/orders.ts'
import type { PhoneCodeSent } from '#shared/schemas/phone-verification.ts'
import { replayOrder } from './idempotency.ts'
import { checkOrderLimits, placeOrderRateLimits } from './order-limits.ts'
import { refuseTooLarge } from './refuse-too-large.ts'

export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>

/** Where the order comes from: links in its emails, the caller's address and device. */
export interface OrderOrigin {
  /** `config.siteOrigin`: the base of the status link in the confirmation email. */
  baseUrl: string
  /** The caller's address key (`callerKey`): per-address limit, and kept on the order for staff. */
  clientKey: string
  /** The browser's device (its cookie's hash), where numbers verified on it are remembered. */
  device: {
    hash: string | null
    /** The device's hash, giving the browser a device cookie first when it has none. */
    ensure: () => string
  }
}

export interface PlacedOrder {
  order: PublicOrder
  /** False when the idempotency key named an order placed before: answer 200, not 201. */
  created: boolean
}

/** Placed (or found by its idempotency key), or not yet: a code was texted to the phone first. */
export type PlaceOrderOutcome = PlacedOrder | PhoneCodeSent

/**
 * Places an order in one transaction (docs/product-rules.md §5 and §10): the stock it checks
 * under lock is the stock it takes, and the order, its items, timeline, stock and
 * emails commit together or not at all. Two requests with one idempotency key that
 * race past the first read meet at the key's unique index: the loser rolls back and
 * answers with the winner's order.
 *
 * Verified phones (docs/security.md): with verification on, a number not yet verified
 * on this device gets a code by text and nothing else happens (202); the request
 * comes again with the code, which is checked in a transaction of its own (a wrong
 * try counts even though nothing is placed), and only then is the order placed.
 *
 * Limits (order-limits.ts): a retry with a known idempotency key is answered first
 * and counts against nothing; then the caller's address is counted (every new
 * attempt); the verified phone's and the address's open orders and the daily counts
 * are checked inside the transaction, so only orders really placed count.
 */
export async function placeOrder(
  deps: AppDeps,
  input: PlaceOrderInput,
  origin: OrderOrigin,
): Promise<PlaceOrderOutcome> {
  const phone = phMobileKey(input.phone)
  if (phone === null) throw validationFailed({ phone: PH_MOBILE_MESSAGE })
  refuseHalfAChoice(input)
  if (input.payAfterWeigh && input.paymentMethod !== 'gcash') {
    const message = payAfterWeighMessages.codRefused
    throw validationFailed({ payAfterWeigh: message }, message)
  }
  const known = await replayOrder(deps.db, input, deps.now())
  if (known) return { order: await withOnlineAttempt(deps, known), created: false }
  await refuseUnofferedMethod(deps, input)
  const verified = await verifyPhone(deps, input, phone, origin)
  if (verified !== true && verified !== false) return verified
  await enforceRateLimits(
    deps.db,
    [{ rule: placeOrderRateLimits.address, subject: origin.clientKey }],
    deps.now(),
  )
  // Hosted-store products are counted against the address's budget, then fetched before
  // the transaction: no lock waits on the service.
  const hostedStore = await prefetchedHostedStore(deps, input.lines, origin.clientKey)
  let placed: PlacedOrder
  try {
    placed = await deps.db.transaction((tx) =>
      placeInTransaction(tx, { ...deps, hostedStore }, input, {
        ...origin,
        phoneKey: phone,
        phoneVerified: verified,
      }),
    )
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_idempotency_key_unique')) throw error
    const replayed = await replayOrder(deps.db, input, deps.now())
    if (!replayed) throw error
    placed = { order: replayed, created: false }
  }
  return { ...placed, order: await withOnlineAttempt(deps, placed.order) }
}

/**
 * Checkout takes only what it offers (checkout-options.ts): 'online' while the payment
 * gateway is configured, 'gcash' (the screenshot flow) unless the admin turned it off
 * beside online payment (issue 32).
 */
async function refuseUnofferedMethod(deps: AppDeps, input: PlaceOrderInput): Promise<void> {
  const offered = offeredPaymentMethods(deps, await getSettings(deps.db, 'gcash'))
  if (offered.includes(input.paymentMethod)) return
  const message =
    input.paymentMethod === 'gcash'
      ? onlinePaymentMessages.manualGcashOff
      : input.paymentMethod === 'online'
        ? onlinePaymentMessages.notConfigured
        : `Choose another payment method: ${paymentMethodLabels[input.paymentMethod]} is not offered.`
  throw validationFailed({ paymentMethod: message }, message)
}

/**
 * An order paid online, once committed (issue 32 §1): its first attempt at the gateway,
 * so the answer's `onlinePayment.checkoutUrl` is where the shopper goes next. A retried
 * submit gets the attempt still open, never a second one. The gateway being down never
 * undoes the order: it is answered without an attempt (`lastAttempt` null) and the
 * shopper tries again from the order page.
 */
async function withOnlineAttempt(deps: AppDeps, order: PublicOrder): Promise<PublicOrder> {
  if (order.paymentMethod !== 'online' || order.onlinePayment?.state !== 'awaiting') return order
  if (order.status !== 'pending' || !deps.paymentGateway) return order
  try {
    await startOnlinePayment(deps, {
      orderId: order.orderId,
      accessToken: order.accessToken,
      purpose: 'payment',
      reuseOpen: true,
    })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    deps.logger.warn(
      { err: error, orderId: order.orderId },
      'first online payment attempt not made',
    )
    return order
  }
  const loaded = await loadOrder(deps.db, order.orderId)
  return loaded ? toPublicOrder(deps.db, loaded, order.accessToken) : order
}

async function placeInTransaction(
  tx: Transaction,
  deps: AppDeps,
  input: PlaceOrderInput,
  origin: OrderOrigin & { phoneKey: string; phoneVerified: boolean },
): Promise<PlacedOrder> {
  const replayed = await replayOrder(tx, input, deps.now())
  if (replayed) return { order: replayed, created: false }
  await checkOrderLimits(
    tx,
    {
      email: input.email,
      phoneKey: origin.phoneKey,
      phoneVerified: origin.phoneVerified,
      clientKey: origin.clientKey,
      paymentMethod: input.paymentMethod,
    },
    deps.now(),
  )

  // The zone, its fee and its dates follow from the city (issue 28 §10).
  const { zone, columns: addressColumns } = await resolveOrderAddress(tx, input)
  const now = deps.now()
  // The date rules first (a refusal locks nothing); the place itself is taken last.
  const candidates = await deliveryCandidates(tx, zone.id, input, now)

  const priced = await priceCart(tx, input.lines, {
    lockProducts: true,
    hostedStore: deps.hostedStore,
  })
  refuseTooLarge(priced)
  refuseUnavailableLines(priced)
  if (input.payAfterWeigh && !priced.lines.some((line) => line.pricedByPackedWeight)) {
    const message = payAfterWeighMessages.noWeighedLines
    throw validationFailed({ payAfterWeigh: message }, message)
  }
  await moveStock(tx, deps, priced.stockNeeded, -1)

  const site = await getSettings(tx, 'site')
  const subtotal = priced.quote.subtotalCentavos
  const fee = deliveryFeeCentavos(subtotal, zone.rateCentavos, site.freeDeliveryThresholdCentavos)
  const orderId = await insertOrder(tx, now, {
    customerName: input.fullName,
    customerEmail: input.email,
    customerPhone: input.phone,
    phoneKey: origin.phoneKey,
    phoneVerified: origin.phoneVerified,
    clientKey: origin.clientKey,
    ...addressColumns,
    zoneName: zone.zoneName,
    zoneId: zone.id,
    ...deliveryColumns(candidates[0]!),
    paymentMethod: input.paymentMethod,
    paymentState: input.paymentMethod === 'cod' ? 'none' : 'awaiting',
    // Pay after we weigh: the deadline starts when packing sets the final amount.
    payAfterWeigh: input.payAfterWeigh,
    paymentDueAt: await paymentDueAt(tx, input, now),
    // The tolerance the shopper is shown now: the top of each weighed line's range.
    packedWeightTolerancePercent: site.packedWeightTolerancePercent,
    status: 'pending',
    subtotalCentavos: subtotal,
    deliveryFeeCentavos: fee,
    totalCentavos: subtotal + fee,
    estimatedTotalCentavos: subtotal + fee,
    idempotencyKey: input.idempotencyKey,
    textUpdates: input.textUpdates,
    createdAt: now,
    updatedAt: now,
  })
  await insertOrderItems(
    tx,
    priced.lines.map((line, position) => ({
      orderId,
      position,
      kind: line.request.kind,
      productId: line.request.kind === 'product' ? line.request.productId : null,
      bundleId: line.request.kind === 'bundle' ? line.request.bundleId : null,
      hostedProductId: line.hosted?.productId ?? null,
      hostedVariantId: line.hosted?.variantId ?? null,
      // A hosted line's name reads 'Title (Variant)'; the variant's title is also kept apart.
      name: line.name ?? '',
      variantTitle: line.hosted?.variantTitle ?? null,
      unit: line.request.kind === 'product' ? line.request.unit : null,
      quantity: line.request.quantity,
      weightGrams: line.takes.reduce((sum, take) => sum + take.grams, 0),
      unitPriceCentavos: line.unitPriceCentavos,
      lineTotalCentavos: line.lineTotalCentavos,
      estimatedLineTotalCentavos: line.lineTotalCentavos,
      pricedByPackedWeight: line.pricedByPackedWeight,
      pricePerKgCentavos: line.pricePerKgCentavos,
      ...butchersCounterColumns(line),
    })),
  )
  await recordStockTaken(tx, orderId, priced.stockNeeded)
  await addTimelineEntry(tx, {
    orderId,
    status: 'pending',
    note: ORDER_PLACED_NOTE,
    createdAt: now,
  })
  // Before the window's place: its counter row stays locked only for the messages.
  const accessToken = await mintOrderAccessToken(tx, orderId, now)
  await takeDeliveryPlace(tx, orderId, candidates, input.deliveryWindowId !== undefined)

  const loaded = (await loadOrder(tx, orderId))!
  const orderUrl = orderLinkUrl(origin.baseUrl, accessToken)
  await queueOrderEmails(tx, loaded, orderUrl, now)
  await queueOrderText(tx, loaded.order, { kind: 'order_placed', orderUrl }, now)
  return { order: await toPublicOrder(tx, loaded, accessToken), created: true }
}

/**
 * When the order is cancelled unless paid: GCash after its deadline in hours (pay after
 * we weigh: once packed), online after its own in minutes (issue 32); never for cash.
 */
async function paymentDueAt(
  tx: Transaction,
  input: PlaceOrderInput,
  now: Date,
): Promise<Date | null> {
  if (input.paymentMethod === 'online') {
    const { paymentDeadlineMinutes } = await getSettings(tx, 'onlinePayments')
    return new Date(now.getTime() + paymentDeadlineMinutes * MINUTE_MS)
  }
  return input.paymentMethod === 'gcash' && !input.payAfterWeigh ? gcashPaymentDueAt(tx, now) : null
}

/**
 * What an order item keeps of the shopper's words (issue 31): the choices as priced,
 * the note (null when empty), the run-out choice (product lines; 'call' for the
 * others), and, for a line by the piece, the piece's average weight at checkout.
 */
function butchersCounterColumns(line: PricedCart['lines'][number]) {
  const { request } = line
  const note = request.kind === 'hosted' ? '' : request.note
  return {
    choices: line.choices,
    note: note === '' ? null : note,
    ifRunsOut: request.kind === 'product' ? request.ifRunsOut : DEFAULT_RUN_OUT,
    averagePieceGrams: line.averagePieceGrams,
  }
}

/**
 * Whether the order's number is verified (true), not asked for (false: verification
 * is off), or not yet: then a code is texted and that is the answer.
 */
async function verifyPhone(
  deps: AppDeps,
  input: PlaceOrderInput,
  phoneKey: string,
  origin: OrderOrigin,
): Promise<boolean | PhoneCodeSent> {
  if (!(await phoneVerificationOn(deps))) return false
  const now = deps.now()
  if (await phoneVerifiedOnDevice(deps.db, origin.device.hash, phoneKey, now)) return true
  const deviceHash = origin.device.ensure()
  if (input.verificationCode === undefined || input.verificationCode === '') {
    return sendPhoneCode(deps, { phoneKey, clientKey: origin.clientKey, resend: false })
  }
  await confirmPhoneCode(deps, { phoneKey, code: input.verificationCode, deviceHash })
  return true
}

/** Any line that cannot be bought as it is refuses the whole order, naming each line. */
function refuseUnavailableLines(priced: PricedCart): void {
  const fields: Record<string, string> = {}
  priced.quote.lines.forEach((line, i) => {
    if (line.status !== 'ok') fields[`lines.${i}`] = line.message ?? 'This item cannot be ordered.'
  })
  const messages = Object.values(fields)
  if (messages.length === 0) return
  throw conflict(`Please review your cart: ${messages.join(' ')}`, fields)
}

/** A date without a window, or a window without a date: the shopper chose half a delivery. */
function refuseHalfAChoice(input: PlaceOrderInput): void {
  const hasDate = input.deliveryDate !== undefined
  const hasWindow = input.deliveryWindowId !== undefined
  if (hasDate && !hasWindow)
    throw validationFailed(
      { deliveryWindowId: deliveryMessages.chooseWindow },
      deliveryMessages.chooseWindow,
    )
  if (hasWindow && !hasDate)
    throw validationFailed(
      { deliveryDate: deliveryMessages.chooseDate },
      deliveryMessages.chooseDate,
    )
}

interface DeliveryCandidate {
  date: string
  window: Pick<DeliverySlotWindow, 'id' | 'startsMinute' | 'endsMinute'>
}

function slotRefused(refusal: SlotRefusal): AppError {
  const { status, field, message } = refusalError(refusal)
  return status === 422
    ? validationFailed({ [field]: message }, message)
    : conflict(message, { [field]: message })
}

const noneLeft = () => conflict(deliveryMessages.noneLeft, { cityCode: deliveryMessages.noneLeft })

/**
 * The windows this order may take, in the order to try them: the shopper's choice
 * alone (refused now when the date rules or the counters already say no), or, when
 * both fields were omitted (API clients, callers from before delivery dates), every
 * open window of the zone, earliest first (the first is `earliestOpenSlot`), so
 * losing a race for one books the next.
 */
async function deliveryCandidates(
  tx: Transaction,
  zoneId: number,
  input: PlaceOrderInput,
  now: Date,
): Promise<DeliveryCandidate[]> {
  const schedule = await zoneScheduleRule(tx, zoneId)
  if (!schedule) throw noneLeft()
  const ctx = await scheduleContext(tx, schedule, now)
  if (input.deliveryDate !== undefined && input.deliveryWindowId !== undefined) {
    const refusal = checkDeliverySlot(schedule, ctx, input.deliveryDate, input.deliveryWindowId)
    if (refusal) throw slotRefused(refusal)
    const window = schedule.windows.find((w) => w.id === input.deliveryWindowId)!
    return [{ date: input.deliveryDate, window }]
  }
  const open = deliverySlots(schedule, ctx).flatMap((day) =>
    day.windows.filter((w) => !w.full).map((window) => ({ date: day.date, window })),
  )
  if (open.length === 0) throw noneLeft()
  return open
}

function deliveryColumns({ date, window }: DeliveryCandidate) {
  return {
    deliveryDate: date,
    deliveryWindowId: window.id,
    deliveryStartsMinute: window.startsMinute,
    deliveryEndsMinute: window.endsMinute,
    deliveryHeld: true,
  }
}

/**
 * Takes the order's place in its window, the last write before the emails so the
 * window's counter row (where bookings of one window and date queue) is held briefly.
 * A chosen window that filled up meanwhile is 409; an automatic booking moves on to
 * the next open window, and only when none is left is it refused.
 */
async function takeDeliveryPlace(
  tx: Transaction,
  orderId: string,
  candidates: readonly DeliveryCandidate[],
  chosen: boolean,
): Promise<void> {
  for (const [i, candidate] of candidates.entries()) {
    if (await reserveDeliveryPlace(tx, { windowId: candidate.window.id, date: candidate.date })) {
      if (i > 0) await setOrderDelivery(tx, orderId, deliveryColumns(candidate))
      return
    }
  }
  throw chosen ? slotRefused('full') : noneLeft()
}
