import { describe, expect, it } from 'vitest'
import {
  estimateRange,
  formatEstimateRange,
  formatPackedKg,
  formatSignedPeso,
  isAbsurdlyLightPackedWeight,
  isAbsurdPackedWeight,
  isBeyondTolerance,
  openBalanceCentavos,
  packedLineCharge,
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

  it('refuses less than a third of the ordered weight, the mirror of the upper bound', () => {
    expect(isAbsurdlyLightPackedWeight(1500, 500)).toBe(false)
    expect(isAbsurdlyLightPackedWeight(1500, 499)).toBe(true)
    expect(isAbsurdlyLightPackedWeight(1000, 334)).toBe(false)
    expect(isAbsurdlyLightPackedWeight(1000, 333)).toBe(true)
    expect(isAbsurdlyLightPackedWeight(1000, 1)).toBe(true)
    // A heavier weight is never too light.
    expect(isAbsurdlyLightPackedWeight(1000, 3000)).toBe(false)
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

describe('the range a weighed line was promised (issue 28 §4)', () => {
  it('is the estimate less and plus the tolerance: ₱850.00 at ±10% is ₱765.00–₱935.00', () => {
    expect(estimateRange(85_000, 10)).toEqual({ bottomCentavos: 76_500, topCentavos: 93_500 })
    expect(formatEstimateRange(85_000, 10)).toBe('₱765.00–₱935.00')
    expect(packedWeightMessages.estimateWithRange(85_000, 10)).toBe(
      'Estimated ₱850.00 — final price ₱765.00–₱935.00 by packed weight',
    )
  })

  it('rounds each end to the centavo, half up, in whole centavos', () => {
    // ₱4.25 ± 10%: 382.5 and 467.5 centavos.
    expect(estimateRange(425, 10)).toEqual({ bottomCentavos: 383, topCentavos: 468 })
    expect(estimateRange(33_333, 7)).toEqual({ bottomCentavos: 31_000, topCentavos: 35_666 })
  })

  it('never reaches below zero', () => {
    expect(estimateRange(100, 50).bottomCentavos).toBe(50)
    expect(estimateRange(0, 10)).toEqual({ bottomCentavos: 0, topCentavos: 0 })
  })
})

describe('charging a weighed line (never above the promise)', () => {
  const line = {
    estimatedLineTotalCentavos: 85_000,
    orderedGrams: 1000,
    pricePerKgCentavos: 85_000,
  }

  it('charges the packed weight while it stays within the range', () => {
    expect(packedLineCharge(line, 1070, 10, false)).toEqual({
      chargeCentavos: 90_950,
      atWeightCentavos: 90_950,
      topCentavos: 93_500,
      capped: false,
    })
    expect(packedLineCharge(line, 800, 10, false).chargeCentavos).toBe(68_000)
  })

  it('caps a heavier weight at the top of the range: 1.250 kg is charged ₱935.00', () => {
    expect(packedLineCharge(line, 1250, 10, false)).toEqual({
      chargeCentavos: 93_500,
      atWeightCentavos: 106_250,
      topCentavos: 93_500,
      capped: true,
    })
    expect(packedWeightMessages.capped(85_000, 10)).toBe(
      'Charged ₱935.00, the top of the ₱765.00–₱935.00 the customer was promised',
    )
  })

  it('charges the whole weight when the shopper agreed', () => {
    expect(packedLineCharge(line, 1250, 10, true)).toMatchObject({
      chargeCentavos: 106_250,
      capped: false,
    })
  })

  it('caps exactly at the top: a weight charging the top is not capped', () => {
    expect(packedLineCharge(line, 1100, 10, false)).toMatchObject({
      chargeCentavos: 93_500,
      capped: false,
    })
  })
})
