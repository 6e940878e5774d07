import { describe, expect, it } from 'vitest'
import type { OptionGroup } from '#shared/preparation.ts'
import { needsChoices } from './option-groups-of.ts'
import { checkPicked, pickedChoices, pickedIds, pricePerKgWith } from './product-options.ts'

const thickness: OptionGroup = {
  id: 'thick',
  name: 'Thickness',
  required: true,
  choices: [
    { id: 't10', label: '1 in', extraPerKgCentavos: 0, available: true },
    { id: 't15', label: '1.5 in', extraPerKgCentavos: 0, available: true },
    { id: 't20', label: '2 in', extraPerKgCentavos: 0, available: false },
  ],
}
const cut: OptionGroup = {
  id: 'cut',
  name: 'Cut',
  required: false,
  choices: [
    { id: 'whole', label: 'Whole', extraPerKgCentavos: 0, available: true },
    { id: 'ground', label: 'Ground', extraPerKgCentavos: 2_000, available: true },
  ],
}
const groups = [thickness, cut]

describe('the choices on a product page (issue 31)', () => {
  it('prices a kilogram with the chosen extras, on the discount price when there is one', () => {
    const chosen = pickedChoices(groups, { cut: 'ground', thick: 't15' })
    expect(chosen.map((c) => c.choiceLabel)).toEqual(['1.5 in', 'Ground'])
    expect(pricePerKgWith({ priceCentavos: 85_000, discountPriceCentavos: null }, chosen)).toBe(
      87_000,
    )
    expect(pricePerKgWith({ priceCentavos: 85_000, discountPriceCentavos: 80_000 }, chosen)).toBe(
      82_000,
    )
    // 'No preference' and a switched-off choice add nothing.
    expect(pickedChoices(groups, { thick: 't20', cut: '' })).toEqual([])
  })

  it("refuses Add to Cart with a required group left out, with the group's message beside it", () => {
    expect(checkPicked(groups, { cut: 'ground' })).toMatchObject({
      ok: false,
      errors: { thick: 'Choose a thickness' },
    })
    const ok = checkPicked(groups, { thick: 't10', cut: '' })
    expect(ok.ok && ok.chosen.map((c) => c.choiceId)).toEqual(['t10'])
    expect(checkPicked(groups, { thick: 't20' })).toMatchObject({
      ok: false,
      errors: {},
      message: '2 in is not available today.',
    })
  })

  it('sends the ids in the groups order, and a card asks to choose when a group is required', () => {
    expect(pickedIds(groups, { cut: 'whole', thick: 't15' })).toEqual(['t15', 'whole'])
    expect(needsChoices({ optionGroups: groups })).toBe(true)
    expect(needsChoices({ optionGroups: [cut] })).toBe(false)
    // A product kept on the device before issue 31 has no groups.
    expect(needsChoices({})).toBe(false)
  })
})
