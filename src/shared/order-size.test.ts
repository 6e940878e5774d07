import { describe, expect, it } from 'vitest'
import {
  exceedsMoneyColumn,
  isLineTooLarge,
  isOrderTooLarge,
  MAX_LINE_TOTAL_CENTAVOS,
  MAX_MONEY_COLUMN_CENTAVOS,
  MAX_ORDER_SUBTOTAL_CENTAVOS,
} from './order-size.ts'
import { MAX_PACKED_WEIGHT_FACTOR } from './packed-weight.ts'
import { MAX_AMOUNT_RECEIVED_CENTAVOS } from './payment-state.ts'
import {
  MAX_FREE_DELIVERY_THRESHOLD_CENTAVOS,
  MAX_ZONE_RATE_CENTAVOS,
} from './schemas/admin-settings.ts'

describe('the size caps', () => {
  it('take ₱1,000,000 and refuse a centavo more, for a line and for the items of an order', () => {
    expect(isLineTooLarge(100_000_000)).toBe(false)
    expect(isLineTooLarge(100_000_001)).toBe(true)
    expect(isOrderTooLarge(100_000_000)).toBe(false)
    expect(isOrderTooLarge(100_000_001)).toBe(true)
  })

  it('keep every amount an order stores inside a 32-bit money column (decision 0084)', () => {
    // The largest total: items at the cap, every weighed line charged at three times its
    // estimate with the shopper's agreement, and the highest delivery fee.
    const largestTotal =
      MAX_ORDER_SUBTOTAL_CENTAVOS * MAX_PACKED_WEIGHT_FACTOR + MAX_ZONE_RATE_CENTAVOS
    expect(largestTotal).toBeLessThan(MAX_MONEY_COLUMN_CENTAVOS / 5)
    expect(MAX_LINE_TOTAL_CENTAVOS).toBeLessThanOrEqual(MAX_ORDER_SUBTOTAL_CENTAVOS)
    // What staff type is bounded the same way.
    for (const setting of [
      MAX_AMOUNT_RECEIVED_CENTAVOS,
      MAX_FREE_DELIVERY_THRESHOLD_CENTAVOS,
      MAX_ZONE_RATE_CENTAVOS,
    ]) {
      expect(setting).toBeLessThanOrEqual(MAX_ORDER_SUBTOTAL_CENTAVOS)
    }
  })

  it('tell an amount past a money column', () => {
    expect(exceedsMoneyColumn(MAX_MONEY_COLUMN_CENTAVOS)).toBe(false)
    expect(exceedsMoneyColumn(MAX_MONEY_COLUMN_CENTAVOS + 1)).toBe(true)
    expect(exceedsMoneyColumn(-MAX_MONEY_COLUMN_CENTAVOS - 1)).toBe(false)
    expect(exceedsMoneyColumn(-MAX_MONEY_COLUMN_CENTAVOS - 2)).toBe(true)
  })
})
