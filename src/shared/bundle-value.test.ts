import { describe, expect, it } from 'vitest'
import { bundleSavingWarning, separatePriceCentavos, shownBundlePrice } from './bundle-value.ts'

describe("a bundle's 'was' price against its contents bought separately", () => {
  it('adds each product at its price per kg for its grams, rounded once', () => {
    expect(
      separatePriceCentavos([
        { quantityGrams: 1000, pricePerKgCentavos: 120_000 },
        { quantityGrams: 500, pricePerKgCentavos: 38_001 },
      ]),
    ).toBe(139_001)
    expect(separatePriceCentavos([])).toBeNull()
  })

  it('never shows a was price above the contents bought separately', () => {
    const claimed = { priceCentavos: 300_000, discountPriceCentavos: 220_000 }
    expect(shownBundlePrice({ ...claimed, separatePriceCentavos: 250_000 })).toEqual({
      priceCentavos: 220_000,
      wasCentavos: 250_000,
    })
    expect(shownBundlePrice({ ...claimed, separatePriceCentavos: 320_000 })).toEqual({
      priceCentavos: 220_000,
      wasCentavos: 300_000,
    })
    // Dearer than the contents: no saving to show.
    expect(shownBundlePrice({ ...claimed, separatePriceCentavos: 200_000 }).wasCentavos).toBeNull()
    expect(
      shownBundlePrice({
        priceCentavos: 300_000,
        discountPriceCentavos: null,
        separatePriceCentavos: 100_000,
      }),
    ).toEqual({ priceCentavos: 300_000, wasCentavos: null })
  })

  it('warns staff when the base price claims more saving than the contents give', () => {
    expect(
      bundleSavingWarning({
        priceCentavos: 300_000,
        discountPriceCentavos: 220_000,
        separatePriceCentavos: 250_000,
      }),
    ).toBe(
      'The base price ₱3,000.00 is more than the contents cost separately (₱2,500.00): the saving shown to shoppers is larger than the real one.',
    )
    expect(
      bundleSavingWarning({
        priceCentavos: 250_000,
        discountPriceCentavos: 220_000,
        separatePriceCentavos: 250_000,
      }),
    ).toBeNull()
    expect(
      bundleSavingWarning({
        priceCentavos: 300_000,
        discountPriceCentavos: null,
        separatePriceCentavos: 250_000,
      }),
    ).toBeNull()
  })
})
