import { describe, expect, it } from 'vitest'
import {
  formatPackedKg,
  formatSignedPeso,
  isAbsurdPackedWeight,
  isBeyondTolerance,
  openBalanceCentavos,
  packedLineTotal,
  packedPriceDifference,
  packedWeightMessages,
  packingStateOf,
} from './packed-weight.ts'

describe('re-pricing a line at its packed weight', () => {
  it('charges the extra grams at the order’s per-kg price: 1.000 kg → 1.070 kg of ₱850/kg is +₱59.50', () => {
    expect(packedPriceDifference(1000, 1070, 85_000)).toBe(5950)
    expect(
      packedLineTotal(
        { estimatedLineTotalCentavos: 85_000, orderedGrams: 1000, pricePerKgCentavos: 85_000 },
        1070,
      ),
    ).toBe(90_950)
  })

  it('takes off the missing grams the same way', () => {
    expect(packedPriceDifference(1000, 980, 85_000)).toBe(-1700)
  })

  it('rounds half a centavo away from zero, the same amount heavy or light', () => {
    // 1 g at ₱5.00/kg is half a centavo.
    expect(packedPriceDifference(1000, 1001, 500)).toBe(1)
    expect(packedPriceDifference(1000, 999, 500)).toBe(-1)
    expect(packedPriceDifference(1000, 1001, 499)).toBe(0)
    expect(packedPriceDifference(1000, 999, 499)).toBe(0)
  })

  it('keeps the shopper’s price when the weight is exactly as ordered, odd 500 g prices included', () => {
    // Three 500 g units at ₱851.01/kg cost 3 × round(42550.5) = 127653 centavos, a centavo
    // more than 1.5 kg at the kilogram price; packed at 1.500 kg the line stays as sold.
    const line = {
      estimatedLineTotalCentavos: 127_653,
      orderedGrams: 1500,
      pricePerKgCentavos: 85_101,
    }
    expect(packedLineTotal(line, 1500)).toBe(127_653)
    expect(packedLineTotal(line, 1600)).toBe(127_653 + 8510)
  })

  it('never prices a line below zero', () => {
    expect(
      packedLineTotal(
        { estimatedLineTotalCentavos: 10, orderedGrams: 1000, pricePerKgCentavos: 85_000 },
        1,
      ),
    ).toBe(0)
  })
})

describe('the tolerance and the absurd weight', () => {
  it('allows exactly the tolerance and asks beyond it', () => {
    expect(isBeyondTolerance(1000, 1100, 10)).toBe(false)
    expect(isBeyondTolerance(1000, 1101, 10)).toBe(true)
    expect(isBeyondTolerance(1000, 900, 10)).toBe(false)
    expect(isBeyondTolerance(1000, 899, 10)).toBe(true)
  })

  it('refuses more than three times the ordered weight', () => {
    expect(isAbsurdPackedWeight(500, 1500)).toBe(false)
    expect(isAbsurdPackedWeight(500, 1501)).toBe(true)
  })
})

describe('packing state', () => {
  it('is none without weighed lines, estimate until every one has a weight, then packed', () => {
    expect(packingStateOf([{ pricedByPackedWeight: false, packedGrams: null }])).toBe('none')
    expect(
      packingStateOf([
        { pricedByPackedWeight: true, packedGrams: 1070 },
        { pricedByPackedWeight: true, packedGrams: null },
      ]),
    ).toBe('estimate')
    expect(
      packingStateOf([
        { pricedByPackedWeight: true, packedGrams: 1070 },
        { pricedByPackedWeight: false, packedGrams: null },
      ]),
    ).toBe('packed')
  })
})

describe('the GCash difference still open', () => {
  const paid = { totalCentavos: 100_950, paidCentavos: 95_000, balanceSettledCentavos: 0 }
  it('is the final total minus what was paid and settled, once packed', () => {
    expect(openBalanceCentavos(paid, 'packed')).toBe(5_950)
    expect(openBalanceCentavos({ ...paid, balanceSettledCentavos: 5_950 }, 'packed')).toBe(0)
    expect(openBalanceCentavos({ ...paid, totalCentavos: 94_000 }, 'packed')).toBe(-1_000)
  })
  it('is nothing before packing is done or before the payment is verified', () => {
    expect(openBalanceCentavos(paid, 'estimate')).toBe(0)
    expect(openBalanceCentavos({ ...paid, paidCentavos: null }, 'packed')).toBe(0)
  })
  it('counts a short or generous payment at once, packed or not (issue 28)', () => {
    const short = { totalCentavos: 110_000, paidCentavos: 100_000, balanceSettledCentavos: 0 }
    expect(openBalanceCentavos(short, 'none')).toBe(10_000)
    expect(openBalanceCentavos({ ...short, paymentDueCentavos: 110_000 }, 'estimate')).toBe(10_000)
    expect(openBalanceCentavos({ ...short, paymentDueCentavos: 95_000 }, 'estimate')).toBe(-5_000)
    // A line re-priced before packing ends waits for the end: only the payment's shortfall shows.
    expect(
      openBalanceCentavos(
        { ...short, totalCentavos: 104_000, paymentDueCentavos: 110_000 },
        'estimate',
      ),
    ).toBe(10_000)
  })
})

describe('what people read', () => {
  it('says the estimate and the tolerance', () => {
    expect(packedWeightMessages.estimate(85_000, 10)).toBe(
      'Estimated ₱850.00 — final price by packed weight (within ±10%)',
    )
  })

  it('writes the timeline entry as the issue shows it', () => {
    expect(packedWeightMessages.packedNote('Premium Ribeye Steak', 1000, 1070, 5950)).toBe(
      'Packed: Premium Ribeye Steak 1.000 kg → 1.070 kg, +₱59.50',
    )
    expect(formatPackedKg(980)).toBe('0.980 kg')
    expect(formatSignedPeso(-1700)).toBe('-₱17.00')
    expect(formatSignedPeso(0)).toBe('₱0.00')
  })

  it('names how far beyond the tolerance a weight is', () => {
    expect(packedWeightMessages.beyondTolerance(1000, 1150, 10)).toBe(
      '1.150 kg is 15% above the ordered 1 kg, beyond the ±10% tolerance. Confirm to save it.',
    )
  })
})
