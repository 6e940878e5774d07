/**
 * The one order-id rule (docs/product-rules.md §3, decision 0086): 'E2E-' and the
 * millisecond the order was placed, 13 digits, so ids of orders compare as text in
 * the order they were placed. No zod here: the storefront's lookup form reads it.
 */
export const ORDER_ID_PREFIX = 'E2E-'

/** Digits of a millisecond timestamp from 2001 until 2286. */
export const ORDER_ID_DIGITS = 13

/** The length of every id the shop issues. */
export const ORDER_ID_LENGTH = ORDER_ID_PREFIX.length + ORDER_ID_DIGITS

/**
 * Written out, not built from the two constants above, so the regex-safety check can
 * read it; the unit test beside this file holds it to them.
 */
export const ORDER_ID_PATTERN = /^E2E-\d{13}$/

/** The id of an order placed at `ms` (milliseconds since 1970). */
export const orderIdFor = (ms: number): string => `${ORDER_ID_PREFIX}${ms}`

/**
 * The longest text read as an order id (a lookup form, a request, an address): a
 * longer one names no order and is refused before any query. Room above
 * ORDER_ID_LENGTH for ids written before this rule.
 */
export const MAX_ORDER_ID_LENGTH = 40
