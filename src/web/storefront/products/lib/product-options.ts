import {
  type ChosenOption,
  checkChoices,
  chooseGroupMessage,
  extrasPerKg,
  type OptionGroup,
} from '#shared/preparation.ts'
import { effectivePricePerKg } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'

export { optionGroupsOf } from './option-groups-of.ts'

/**
 * The product page's choices (issue 31 §1), as plain functions over what the shopper
 * picked: a choice id per group, '' for none. The rule of what is a valid set of
 * choices is `checkChoices` (#shared/preparation.ts), the one the server applies.
 */
export type Picked = Readonly<Record<string, string>>

/** The picked choice ids, in the groups' order. */
export function pickedIds(groups: readonly OptionGroup[], picked: Picked): string[] {
  return groups.map((g) => picked[g.id] ?? '').filter((id) => id !== '')
}

/** The picked choices that exist and can be had today: what the price follows. */
export function pickedChoices(groups: readonly OptionGroup[], picked: Picked): ChosenOption[] {
  return groups.flatMap((group) => {
    const choice = group.choices.find((c) => c.id === picked[group.id] && c.available)
    return choice
      ? [
          {
            groupId: group.id,
            groupName: group.name,
            choiceId: choice.id,
            choiceLabel: choice.label,
            extraPerKgCentavos: choice.extraPerKgCentavos,
          },
        ]
      : []
  })
}

/** The price of a kilogram with the picked extras: what the shopper pays per kg. */
export function pricePerKgWith(
  product: Pick<PublicProduct, 'priceCentavos' | 'discountPriceCentavos'>,
  chosen: readonly Pick<ChosenOption, 'extraPerKgCentavos'>[],
): number {
  return effectivePricePerKg(product) + extrasPerKg(chosen)
}

export type PickCheck =
  | { ok: true; chosen: ChosenOption[] }
  | { ok: false; errors: Record<string, string>; message: string }

/**
 * Add to Cart's check: the shared rule, and for each required group left out its own
 * message beside it ('Choose a thickness').
 */
export function checkPicked(groups: readonly OptionGroup[], picked: Picked): PickCheck {
  const result = checkChoices(groups, pickedIds(groups, picked))
  if (result.ok) return result
  const errors: Record<string, string> = {}
  for (const group of groups) {
    if (group.required && !picked[group.id]) errors[group.id] = chooseGroupMessage(group.name)
  }
  return { ok: false, errors, message: result.message }
}
