import { describe, expect, it } from 'vitest'
import {
  MAX_ORDER_ID_LENGTH,
  ORDER_ID_DIGITS,
  ORDER_ID_LENGTH,
  ORDER_ID_PATTERN,
  ORDER_ID_PREFIX,
  orderIdFor,
} from './order-id.ts'

describe('the one order-id rule', () => {
  it("is 'E2E-' and the millisecond the order was placed", () => {
    const id = orderIdFor(Date.UTC(2026, 10, 28))
    expect(id).toBe('E2E-1795824000000')
    expect(id).toMatch(ORDER_ID_PATTERN)
    expect(id).toHaveLength(ORDER_ID_LENGTH)
  })

  it('matches nothing else', () => {
    for (const text of ['E2E-1', 'E2E-17958240000001', 'e2e-1795824000000', 'MS-1795824000000']) {
      expect(text).not.toMatch(ORDER_ID_PATTERN)
    }
    expect(MAX_ORDER_ID_LENGTH).toBeGreaterThanOrEqual(ORDER_ID_LENGTH)
  })

  it('is written out as the prefix and digits say', () => {
    expect(ORDER_ID_PATTERN.source).toBe(`^${ORDER_ID_PREFIX}\\d{${ORDER_ID_DIGITS}}$`)
  })
})
