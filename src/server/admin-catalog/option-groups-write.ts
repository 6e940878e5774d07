import { randomBytes } from 'node:crypto'
import type { OptionGroup } from '#shared/preparation.ts'
import type { ProductWrite } from '#shared/schemas/admin-catalog.ts'

/**
 * The option groups of a product as staff saved them (issue 31 §1), with their ids.
 * Ids are the server's: a group or choice sent with the id of one the product has now
 * keeps it (carts holding it stay valid); one sent without, or with an id the product
 * does not have (a stale form, an id made up by the browser), gets a fresh one. Ids are
 * unique within the product, groups and choices together, so a choice id names one
 * choice whatever group it sits in.
 */
export function optionGroupsToStore(
  input: ProductWrite['optionGroups'],
  current: readonly OptionGroup[],
  newId: () => string = newOptionId,
): OptionGroup[] {
  const known = new Set(current.flatMap((g) => [g.id, ...g.choices.map((c) => c.id)]))
  const used = new Set<string>()
  const idFor = (sent: string | undefined): string => {
    let id = sent !== undefined && known.has(sent) && !used.has(sent) ? sent : newId()
    // A fresh id that happens to equal one in use (or one the product had) is drawn again.
    while (used.has(id) || (id !== sent && known.has(id))) id = newId()
    used.add(id)
    return id
  }
  return input.map((group) => ({
    id: idFor(group.id),
    name: group.name,
    required: group.required,
    choices: group.choices.map((choice) => ({
      id: idFor(choice.id),
      label: choice.label,
      // The schema has already turned the pesos typed into centavos.
      extraPerKgCentavos: choice.extraPerKg,
      available: choice.available,
    })),
  }))
}

const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 8

/** Eight random lowercase letters and digits (OPTION_ID_PATTERN). */
export function newOptionId(): string {
  let id = ''
  while (id.length < ID_LENGTH) {
    // 252 = 7 × 36: bytes at or above it are dropped so every letter is equally likely.
    for (const b of randomBytes(ID_LENGTH)) {
      if (b < 252 && id.length < ID_LENGTH) id += ID_LETTERS[b % 36]
    }
  }
  return id
}
