import { describe, expect, it } from 'vitest'
import { bundleInputSchema } from './admin-catalog.ts'
import { optionalPesos } from './form-fields.ts'
import { settleBalanceSchema } from './payments.ts'

/** Amounts staff type stay inside a money column (decision 0084). */
describe('peso amounts', () => {
  it('an optional amount is at most ₱1,000,000 unless told less', () => {
    const amount = optionalPesos('Discounted price')
    expect(amount.parse('1,000,000')).toBe(100_000_000)
    expect(amount.parse('')).toBeNull()
    const refused = amount.safeParse('999,999,999.99')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Discounted price must be at most ₱1,000,000')
  })

  it("a bundle's discounted price is bounded like its base price (₱100,000)", () => {
    const bundle = {
      name: 'Big Box',
      description: 'A box',
      price: 'not a price',
      discountPrice: '200,000',
      items: [{ productId: 1 }],
    }
    const result = bundleInputSchema.safeParse(bundle)
    const fields = result.error?.issues.map((i) => i.path.join('.'))
    expect(fields).toContain('discountPrice')
  })

  it('a balance to settle is a number a money column holds', () => {
    expect(settleBalanceSchema.safeParse({ balanceCentavos: -4_250 }).success).toBe(true)
    expect(settleBalanceSchema.safeParse({ balanceCentavos: 2_147_483_648 }).success).toBe(false)
  })
})
