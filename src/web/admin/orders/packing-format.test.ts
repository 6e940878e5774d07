import { describe, expect, it } from 'vitest'
import { estimateBeside } from '#shared/packed-weight.ts'
import { packedKgSchema } from '#shared/schemas/packing.ts'
import { balanceText, canRecordPackedWeight, packedKgInputText } from './packing-format.ts'

describe('packing format', () => {
  it('shows the checkout estimate beside a final amount only where packing changed it', () => {
    expect(estimateBeside(90950, 85000)).toBe('Estimated ₱850.00')
    expect(estimateBeside(85000, 85000)).toBeNull()
    expect(estimateBeside(83300, 85000, 'est.')).toBe('est. ₱850.00')
    expect(estimateBeside(85000, 85000, 'est.')).toBeNull()
    expect(estimateBeside(1_234_550, 1_200_000, 'Estimated at checkout')).toBe(
      'Estimated at checkout ₱12,000.00',
    )
    expect(estimateBeside(500, 500, 'Estimated at checkout')).toBeNull()
  })

  it('says which way a GCash difference goes', () => {
    expect(balanceText(5950)).toBe('Customer to pay ₱59.50 more')
    expect(balanceText(-1700)).toBe('Refund ₱17.00 to the customer')
  })

  it('starts the packed-weight box with the recorded weight, which reads back to the same grams', () => {
    expect(packedKgInputText(null)).toBe('')
    expect(packedKgInputText(1070)).toBe('1.070')
    expect(packedKgSchema.parse(packedKgInputText(955))).toBe(955)
  })

  it('offers the packed-weight box only while the order is still in the shop', () => {
    expect(canRecordPackedWeight('pending')).toBe(true)
    expect(canRecordPackedWeight('processing')).toBe(true)
    expect(canRecordPackedWeight('shipped')).toBe(false)
    expect(canRecordPackedWeight('completed')).toBe(false)
    expect(canRecordPackedWeight('cancelled')).toBe(false)
  })
})
