import { lockKeysForTransaction } from '#server/db/advisory-lock.ts'
import type { Transaction } from '#server/db/client.ts'
import { conflict } from '#server/http/errors.ts'
import { routeRateLimits } from '#server/http/rate-limit.ts'
import { countOpenOrders } from '#server/orders/order-repo.ts'
import { DAY_MS, TEN_MINUTES_MS } from '#shared/durations.ts'
import type { PaymentMethod } from '#shared/order-status.ts'

/**
 * Placing an order. Per address: sized for a carrier-grade NAT address with hundreds
 * of shoppers behind it; a shop this size takes far fewer orders than this in ten
 * minutes from everyone together, so only a script reaches it. Counted in
 * `placeOrder` once a retry is ruled out, with the general refusal.
 *
 * Per email address in a day, counted per email and verified phone (or, when phones
 * are not verified, per email and client address): each order emails the address
 * the caller typed, so this keeps the checkout from relaying mail to a stranger;
 * counting it with the placer's own number means a stranger who types someone's
 * email spends only their own allowance, never the owner's. Per verified phone in a
 * day: a real household orders a few times a day at most. Both are counted inside
 * the order's transaction (`checkOrderLimits`), with `message`.
 */
export const placeOrderRateLimits = routeRateLimits({
  address: { name: 'order-address', limit: 100, windowMs: TEN_MINUTES_MS },
  targets: {
    email: { name: 'order-email', limit: 10, windowMs: DAY_MS },
    phone: { name: 'order-phone', limit: 10, windowMs: DAY_MS },
  },
  message: (wait) =>
    `You have placed many orders with this email address or phone number today. Please try again in ${wait}, or contact us.`,
})

/**
 * Open (pending) orders one verified number may hold. Each holds stock and a window
 * place until staff confirm or cancel it.
 */
export const MAX_PENDING_ORDERS = 3

/**
 * Open cash-on-delivery orders placed from one client address, verified or not. A
 * carrier-grade NAT address can carry hundreds of shoppers, but this shop holds a few
 * dozen unconfirmed orders at its busiest from everyone together, and staff confirm
 * them within the day; twenty from one address is a script, and it is all a script
 * can hold from there (docs/security.md). GCash orders are not counted: an unpaid one
 * is cancelled at its deadline. The message offers GCash to a real shopper caught in it.
 */
export const MAX_OPEN_COD_ORDERS_PER_ADDRESS = 20

export const TOO_MANY_PENDING_MESSAGE = `You already have ${MAX_PENDING_ORDERS} orders waiting for confirmation. Please wait for us to confirm them, or contact us.`

export const TOO_MANY_COD_FROM_ADDRESS_MESSAGE =
  'Many cash-on-delivery orders from your connection are waiting for confirmation. Please pay by GCash, try again later, or contact us.'

/**
 * Namespaces of the transaction locks below (the two-key form of advisory locks, so
 * they never meet the single-key locks of start-up tasks in db/advisory-lock.ts).
 */
const EMAIL_LOCK = 7_320_460
const PHONE_LOCK = 7_320_461
const CLIENT_LOCK = 7_320_462

/** Who places the order, as the limits count them. */
export interface OrderPlacer {
  email: string
  /** The number's national digits (`phoneKey`). */
  phoneKey: string
  /** True when the number was verified by a code (now or before, on this device). */
  phoneVerified: boolean
  /** The caller's address key (`callerKey`). */
  clientKey: string
  paymentMethod: PaymentMethod
}

/**
 * Checks, inside the order's transaction and before any stock is locked, that this
 * placer may open another order: a verified number under its pending cap (409), a
 * cash-on-delivery order under its address's cap (409), and the daily per-email and
 * per-phone limits (429, counted only for orders that are placed, since a refused
 * transaction rolls its count back). An unverified number counts against nothing of
 * its owner's: only verified numbers are counted per phone.
 *
 * The advisory locks make two checkouts for one email, phone or address wait for
 * each other, so the second counts the first one's order once it commits (READ
 * COMMITTED: each statement sees what committed before it), and two concurrent
 * orders cannot both slip under a cap. They are taken in one statement, in a fixed
 * order, and before product rows, so they cannot deadlock.
 */
export async function checkOrderLimits(
  tx: Transaction,
  placer: OrderPlacer,
  now: Date,
): Promise<void> {
  const email = placer.email.toLowerCase()
  const cod = placer.paymentMethod === 'cod'
  await lockKeysForTransaction(tx, [
    { namespace: EMAIL_LOCK, key: email },
    ...(placer.phoneVerified ? [{ namespace: PHONE_LOCK, key: placer.phoneKey }] : []),
    ...(cod ? [{ namespace: CLIENT_LOCK, key: placer.clientKey }] : []),
  ])
  const open = await countOpenOrders(tx, {
    phoneKey: placer.phoneVerified ? placer.phoneKey : null,
    clientKey: placer.clientKey,
  })
  if (placer.phoneVerified && open.byVerifiedPhone >= MAX_PENDING_ORDERS) {
    throw conflict(TOO_MANY_PENDING_MESSAGE)
  }
  if (cod && open.codByAddress >= MAX_OPEN_COD_ORDERS_PER_ADDRESS) {
    throw conflict(TOO_MANY_COD_FROM_ADDRESS_MESSAGE)
  }
  const placedBy = placer.phoneVerified ? `phone:${placer.phoneKey}` : `client:${placer.clientKey}`
  await placeOrderRateLimits.perTarget(
    { db: tx, now: () => now },
    {
      email: `${email}|${placedBy}`,
      phone: placer.phoneVerified ? placer.phoneKey : undefined,
    },
  )
}

/**
 * 'Pay cash on delivery instead' (issue 32): an online order turning into a
 * cash-on-delivery one counts against its address's cap as if placed so, under the same
 * lock as placing one (the order's own address key; none kept, nothing to count).
 */
export async function checkCodCapForSwitch(
  tx: Transaction,
  clientKey: string | null,
): Promise<void> {
  if (!clientKey) return
  await lockKeysForTransaction(tx, [{ namespace: CLIENT_LOCK, key: clientKey }])
  const open = await countOpenOrders(tx, { phoneKey: null, clientKey })
  if (open.codByAddress >= MAX_OPEN_COD_ORDERS_PER_ADDRESS) {
    throw conflict(TOO_MANY_COD_FROM_ADDRESS_MESSAGE)
  }
}
