import type { Centavos } from './money.ts'

/**
 * How large an order the shop takes online (issue 29, decision 0084). Money columns are
 * PostgreSQL `integer` (at most 2,147,483,647 centavos, ₱21,474,836.47); the caps keep
 * every amount an order stores (lines, subtotal, total, and what packing may add, up
 * to three times a weighed line) far below that, so a sum never overflows into a 500.
 * No zod here: the storefront imports it.
 */

/** The largest amount a money column holds (PostgreSQL `integer`). */
export const MAX_MONEY_COLUMN_CENTAVOS = 2_147_483_647

/**
 * One line at most ₱1,000,000: a whole carcass of wagyu is far below it; 1,000 of a
 * ₱100,000 item (what the forms and the cart allow) is not.
 */
export const MAX_LINE_TOTAL_CENTAVOS = 100_000_000

/**
 * The items of one order at most ₱1,000,000. Applied to the subtotal, which the cart
 * and checkout both know (the delivery fee is known only at checkout and is at most
 * ₱100,000), so the cart never says yes to an order checkout refuses.
 */
export const MAX_ORDER_SUBTOTAL_CENTAVOS = 100_000_000

export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large to place online. Please contact us.'

/** A line over the cap, named: 'Wagyu Gift Box: This order is too large …'. */
export const lineTooLargeMessage = (name: string) => `${name}: ${ORDER_TOO_LARGE_MESSAGE}`

/**
 * The last safety: a database refusal of a number out of range (SQLSTATE 22003) that
 * no cap caught. Said without naming a column.
 */
export const NUMBER_OUT_OF_RANGE_MESSAGE =
  'A number in this request is too large for us to save. Please contact us.'

/**
 * To staff recording a packed weight that would take an order's total past a money
 * column. Orders placed under the caps never get there (at most three times ₱1,000,000
 * of items); one placed before them could.
 */
export const PACKED_TOTAL_TOO_LARGE_MESSAGE =
  "At this weight the order's total would be more than the shop can record. Check the weight."

export const isLineTooLarge = (lineTotal: Centavos) => lineTotal > MAX_LINE_TOTAL_CENTAVOS

export const isOrderTooLarge = (subtotal: Centavos) => subtotal > MAX_ORDER_SUBTOTAL_CENTAVOS

/** True when an amount no longer fits a money column (orders from before the caps). */
export const exceedsMoneyColumn = (amount: Centavos) =>
  amount > MAX_MONEY_COLUMN_CENTAVOS || amount < -MAX_MONEY_COLUMN_CENTAVOS - 1
