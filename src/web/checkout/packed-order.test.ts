import { describe, expect, it } from 'vitest'
import { PLAIN_LINE_FIELDS } from '#shared/preparation.ts'
import type { OrderItemView } from '#shared/schemas/orders.ts'
import { balanceNote, orderLineNote, orderTotalView } from './packed-order.ts'

const ribeye: OrderItemView = {
  id: 7,
  kind: 'product',
  name: 'Premium Ribeye Steak',
  quantity: 1,
  unit: 'kg',
  unitPriceCentavos: 85_000,
  lineTotalCentavos: 85_000,
  estimatedLineTotalCentavos: 85_000,
  pricedByPackedWeight: true,
  orderedGrams: 1000,
  packedGrams: null,
  ...PLAIN_LINE_FIELDS,
}

describe('a weighed line on the confirmation and status pages', () => {
  it('carries the estimate until its weight is recorded, then the packed weight', () => {
    expect(orderLineNote(ribeye, 10)).toBe(
      'Estimated ₱850.00 — final price ₱765.00–₱935.00 by packed weight',
    )
    expect(orderLineNote({ ...ribeye, packedGrams: 1070, lineTotalCentavos: 90_950 }, 10)).toBe(
      'Packed 1.070 kg (ordered 1 kg)',
    )
  })

  it('says nothing for a line sold as it comes', () => {
    expect(orderLineNote({ ...ribeye, pricedByPackedWeight: false }, 10)).toBeNull()
  })
})

describe('the order total', () => {
  it('reads as an estimate while packing is under way', () => {
    expect(
      orderTotalView({
        packing: 'estimate',
        totalCentavos: 90_950,
        estimatedTotalCentavos: 85_000,
      }),
    ).toEqual({ label: 'Estimated Total', estimateNote: null })
  })

  it('is final once packed, with the estimate beside it where they differ', () => {
    expect(
      orderTotalView({ packing: 'packed', totalCentavos: 90_950, estimatedTotalCentavos: 85_000 }),
    ).toEqual({ label: 'Total', estimateNote: 'Estimated ₱850.00' })
    expect(
      orderTotalView({ packing: 'packed', totalCentavos: 85_000, estimatedTotalCentavos: 85_000 }),
    ).toEqual({ label: 'Total', estimateNote: null })
    expect(
      orderTotalView({ packing: 'none', totalCentavos: 28_000, estimatedTotalCentavos: 28_000 }),
    ).toEqual({ label: 'Total', estimateNote: null })
  })
})

describe('the GCash difference after packing', () => {
  const paid = { paidCentavos: 85_000, settledCentavos: 0, balanceSettled: false }

  it('asks for the remainder, or promises the refund', () => {
    expect(balanceNote({ ...paid, balanceCentavos: 5_950 })).toBe(
      'You paid ₱850.00. Please send the remaining ₱59.50 to our GCash account.',
    )
    expect(balanceNote({ ...paid, balanceCentavos: -1_700 })).toBe(
      'You paid ₱850.00. We will refund ₱17.00 to your GCash.',
    )
  })

  it('says settled once staff marked it', () => {
    const settled = { ...paid, balanceCentavos: null, balanceSettled: true }
    expect(balanceNote({ ...settled, settledCentavos: 5_950 })).toBe(
      'You paid ₱850.00. The remaining ₱59.50 is settled. Thank you.',
    )
    expect(balanceNote({ ...settled, settledCentavos: -1_700 })).toBe(
      'You paid ₱850.00. The refund of ₱17.00 to your GCash is settled.',
    )
  })

  it('asks only for what a weight corrected after settling opened', () => {
    expect(balanceNote({ ...paid, settledCentavos: 5_950, balanceCentavos: 1_000 })).toBe(
      'You paid ₱909.50. Please send the remaining ₱10.00 to our GCash account.',
    )
  })

  it('says nothing without a difference', () => {
    expect(balanceNote({ ...paid, balanceCentavos: null })).toBeNull()
    expect(
      balanceNote({
        paidCentavos: null,
        balanceCentavos: null,
        settledCentavos: 0,
        balanceSettled: false,
      }),
    ).toBeNull()
  })
})
