import { describe, expect, it } from 'vitest'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { checkoutTotals } from './checkout-totals.ts'
import { formatItemQuantity, formatManilaTime } from './order-format.ts'

const options: CheckoutOptions = {
  zones: [
    { id: 1, zoneName: 'Metro Manila', rateCentavos: 15_000 },
    { id: 2, zoneName: 'Greater Manila Area', rateCentavos: 25_000 },
  ],
  provinces: [],
  freeDeliveryThresholdCentavos: 200_000,
  gcash: {
    accountName: 'Prime Cuts',
    accountNumber: '0917',
    instructions: 'Send it',
    paymentDeadlineHours: 24,
    manualEnabled: true,
    qrImage: null,
  },
  paymentMethods: ['cod', 'gcash'],
}

describe('checkoutTotals', () => {
  it('adds the chosen zone rate below the threshold', () => {
    expect(checkoutTotals(56_000, options, 2)).toEqual({
      subtotalCentavos: 56_000,
      deliveryCentavos: 25_000,
      totalCentavos: 81_000,
      freeDelivery: false,
    })
  })

  it('has no delivery figure until a zone is chosen', () => {
    expect(checkoutTotals(56_000, options, undefined).deliveryCentavos).toBeNull()
    expect(checkoutTotals(56_000, undefined, 1).deliveryCentavos).toBeNull()
  })

  it('is free from the threshold on, with or without a zone', () => {
    expect(checkoutTotals(200_000, options, 1)).toMatchObject({
      deliveryCentavos: 0,
      totalCentavos: 200_000,
      freeDelivery: true,
    })
    expect(checkoutTotals(199_999, options, 1).deliveryCentavos).toBe(15_000)
    expect(checkoutTotals(250_000, options, undefined).freeDelivery).toBe(true)
  })
})

describe('order formatting', () => {
  it('shows times in Manila', () => {
    expect(formatManilaTime('2026-11-22T05:05:00.000Z')).toMatch(/Nov 22, 2026.*1:05\s?PM/)
    expect(formatManilaTime('not a date')).toBe('not a date')
  })

  it('shows quantities with their unit', () => {
    expect(formatItemQuantity({ kind: 'product', unit: 'kg', quantity: 2 })).toBe('2 kg')
    expect(formatItemQuantity({ kind: 'product', unit: '500g', quantity: 1 })).toBe('1 × 500 g')
    expect(formatItemQuantity({ kind: 'bundle', unit: null, quantity: 1 })).toBe('1 bundle')
    expect(formatItemQuantity({ kind: 'hosted', unit: null, quantity: 3 })).toBe('× 3')
  })
})
