import type { Centavos } from './money.ts'
import { DEFAULT_RUN_OUT, MAX_LINE_NOTE_LENGTH, type RunOutChoice } from './preparation-line.ts'

export {
  choiceSetKey,
  choicesSummary,
  DEFAULT_RUN_OUT,
  extrasPerKg,
  lineTitleWithChoices,
  MAX_LINE_NOTE_LENGTH,
  MAX_OPTION_GROUPS,
  MAX_OPTION_ID_LENGTH,
  OPTION_ID_PATTERN,
  type RunOutChoice,
  runOutChoices,
} from './preparation-line.ts'

/**
 * The butcher's counter (issue 31): how a product line is prepared (option groups staff
 * define per product), what the shopper asks for in words (a note per line), and what
 * to do if the cut runs out. Plain constants and pure functions, no zod, so the
 * storefront's first page can import them; the server prices with the same functions.
 * What a cart line needs on every page (its identity, its name, the limits it is
 * checked against) is in preparation-line.ts, re-exported here, so the first page's
 * script carries only that.
 */

export const RUN_OUT_FIELD_LABEL = 'If this runs out'
export const runOutLabels: Record<RunOutChoice, string> = {
  substitute: 'Replace with a similar cut at the same or lower price per kg',
  call: 'Text or call me first',
  remove: 'Remove it and refund',
}

/** 'If this runs out: Remove it and refund', as every order view and slip writes it. */
export const runOutText = (choice: RunOutChoice) =>
  `${RUN_OUT_FIELD_LABEL}: ${runOutLabels[choice]}`

/**
 * What staff did with a line they marked unavailable: removed it (and re-priced the
 * order), replaced it with another product, or flagged it to call the customer first.
 */
export const runOutOutcomes = ['removed', 'replaced', 'call_customer'] as const
export type RunOutOutcome = (typeof runOutOutcomes)[number]
export const runOutOutcomeLabels: Record<RunOutOutcome, string> = {
  removed: 'Removed (ran out)',
  replaced: 'Replaced',
  call_customer: 'Call the customer',
}

/** 'Special instructions' per cart line: plain text, shown back as text everywhere. */
export const LINE_NOTE_LABEL = 'Special instructions'
export const LINE_NOTE_TOO_LONG_MESSAGE = `Special instructions must be at most ${MAX_LINE_NOTE_LENGTH} characters`

/** Caps on what staff define per product (so a product page and a quote stay small). */
export const MAX_OPTION_CHOICES = 12
export const MAX_OPTION_NAME_LENGTH = 40
export const MAX_OPTION_CHOICE_LENGTH = 60
/** An extra per kilogram is at most ₱5,000.00. */
export const MAX_OPTION_EXTRA_CENTAVOS = 500_000

export interface OptionChoice {
  id: string
  label: string
  /** Added to the price per kilogram when chosen (0 for most). */
  extraPerKgCentavos: Centavos
  /** Switched off when the shop cannot do it today: shown, not choosable. */
  available: boolean
}

export interface OptionGroup {
  id: string
  /** 'Thickness', 'Cut', 'Trim'. */
  name: string
  required: boolean
  choices: OptionChoice[]
}

/** A choice as an order line keeps it: copied, so later catalog edits never change the order. */
export interface ChosenOption {
  groupId: string
  groupName: string
  choiceId: string
  choiceLabel: string
  extraPerKgCentavos: Centavos
}

export type ChoiceCheck = { ok: true; chosen: ChosenOption[] } | { ok: false; message: string }

/** The choice an id names, as an order line keeps it, with its group's availability; null if none. */
export function findChoice(
  groups: readonly OptionGroup[],
  choiceId: string,
): { chosen: ChosenOption; available: boolean } | null {
  for (const group of groups) {
    const choice = group.choices.find((c) => c.id === choiceId)
    if (choice) {
      const chosen = {
        groupId: group.id,
        groupName: group.name,
        choiceId: choice.id,
        choiceLabel: choice.label,
        extraPerKgCentavos: choice.extraPerKgCentavos,
      }
      return { chosen, available: choice.available }
    }
  }
  return null
}

/** Chosen options in their groups' order, whatever order they were sent or kept in. */
export function inGroupOrder<T extends Pick<ChosenOption, 'groupId'>>(
  groups: readonly OptionGroup[],
  chosen: T[],
): T[] {
  const order = (c: T) => groups.findIndex((g) => g.id === c.groupId)
  return chosen.sort((a, b) => order(a) - order(b))
}

/** The required groups that none of the chosen options answers. */
export function unansweredGroups(
  groups: readonly OptionGroup[],
  chosen: readonly Pick<ChosenOption, 'groupId'>[],
): OptionGroup[] {
  return groups.filter((g) => g.required && !chosen.some((c) => c.groupId === g.id))
}

/**
 * The shopper's choices checked against the product's groups: every id must name an
 * available choice, at most one per group, and every required group needs one.
 * Messages are the shopper's: 'Choose a thickness', '2 in is not available today.'
 */
export function checkChoices(
  groups: readonly OptionGroup[],
  choiceIds: readonly string[],
): ChoiceCheck {
  const chosen: ChosenOption[] = []
  for (const id of choiceIds) {
    const found = findChoice(groups, id)
    if (!found) return { ok: false, message: 'A chosen option is no longer offered.' }
    const { chosen: choice, available } = found
    if (!available) return { ok: false, message: `${choice.choiceLabel} is not available today.` }
    if (chosen.some((c) => c.groupId === choice.groupId)) {
      return { ok: false, message: `Choose one ${choice.groupName.toLowerCase()} only.` }
    }
    chosen.push(choice)
  }
  const [missing] = unansweredGroups(groups, chosen)
  if (missing) return { ok: false, message: chooseGroupMessage(missing.name) }
  return { ok: true, chosen: inGroupOrder(groups, chosen) }
}

/** 'Choose a thickness' (a required group left out). */
export function chooseGroupMessage(groupName: string): string {
  const name = groupName.trim().toLowerCase()
  return `Choose ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
}

/** An order line's issue-31 fields when it has none of them (bundles, hosted items, older lines). */
export const PLAIN_LINE_FIELDS = {
  choices: [] as ChosenOption[],
  note: null as string | null,
  ifRunsOut: DEFAULT_RUN_OUT as RunOutChoice,
  averagePieceGrams: null as number | null,
  runOutOutcome: null as RunOutOutcome | null,
  replacedName: null as string | null,
}
