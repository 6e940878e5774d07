import { lockKeysForTransaction } from '#server/db/advisory-lock.ts'
import type { Transaction } from '#server/db/client.ts'
import { AppError } from '#server/http/errors.ts'
import { enforceRateLimits, type RateLimitRule } from '#server/http/rate-limit.ts'
import { countPendingOrders } from './order-repo.ts'

const TEN_MINUTES = 10 * 60 * 1000
const ONE_DAY = 24 * 60 * 60 * 1000

/**
 * Orders placed from one address. Sized for a carrier-grade NAT address with
 * hundreds of shoppers behind it: a shop this size takes far fewer orders than this
 * in ten minutes from everyone together, so only a script reaches it.
 */
export const orderAddressRateLimit: RateLimitRule = {
  name: 'order-address',
  limit: 100,
  windowMs: TEN_MINUTES,
}

/**
 * Orders placed per email address and per phone in a day. Each order emails its
 * address text the caller chose, so this is what keeps the checkout from relaying
 * mail to a stranger; a real household orders a few times a day at most.
 */
export const orderEmailRateLimit: RateLimitRule = {
  name: 'order-email',
  limit: 10,
  windowMs: ONE_DAY,
}
export const orderPhoneRateLimit: RateLimitRule = {
  name: 'order-phone',
  limit: 10,
  windowMs: ONE_DAY,
}

/**
 * Open (pending) orders one email address or one phone may hold. Each holds stock
 * until staff confirm or cancel it, so this is what keeps fake cash-on-delivery
 * orders from taking the whole shop.
 */
export const MAX_PENDING_ORDERS = 3

export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_ORDERS} orders waiting for confirmation. Please wait for us to confirm them, or contact us.`

const tooManyOrders = (wait: string) =>
  `You have placed many orders with this email address or phone number today. Please try again in ${wait}, or contact us.`

/**
 * Namespaces of the transaction locks below (the two-key form of advisory locks, so
 * they never meet the single-key locks of start-up tasks in db/advisory-lock.ts).
 */
const EMAIL_LOCK = 7_320_460
const PHONE_LOCK = 7_320_461

/** Who places the order, as the limits count them. */
export interface OrderPlacer {
  email: string
  /** Digits only (`phoneKey`). */
  phoneKey: string
}

/**
 * Checks, inside the order's transaction and before any stock is locked, that this
 * email and phone may open another order: under the pending cap (409) and under the
 * daily per-email and per-phone limits (429, counted only for orders that are placed,
 * since a refused transaction rolls its count back).
 *
 * The advisory locks make two checkouts for one email or one phone wait for each
 * other, so the second counts the first one's order once it commits (READ
 * COMMITTED: each statement sees what committed before it), and two concurrent
 * orders cannot both slip under the cap. Email locks are always taken before phone
 * locks and both before product rows, so they cannot deadlock.
 */
export async function checkOrderLimits(
  tx: Transaction,
  placer: OrderPlacer,
  now: Date,
): Promise<void> {
  const email = placer.email.toLowerCase()
  await lockKeysForTransaction(tx, [
    { namespace: EMAIL_LOCK, key: email },
    { namespace: PHONE_LOCK, key: placer.phoneKey },
  ])
  const open = await countPendingOrders(tx, email, placer.phoneKey)
  if (Math.max(open.byEmail, open.byPhone) >= MAX_PENDING_ORDERS) {
    throw new AppError(409, 'conflict', TOO_MANY_PENDING_MESSAGE)
  }
  await enforceRateLimits(
    tx,
    [
      { rule: orderEmailRateLimit, subject: email },
      { rule: orderPhoneRateLimit, subject: placer.phoneKey },
    ],
    now,
    tooManyOrders,
  )
}
