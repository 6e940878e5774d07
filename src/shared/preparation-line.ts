import type { Centavos } from './money.ts'

/**
 * The part of the butcher's counter (issue 31, #shared/preparation.ts) a cart line
 * needs on every page: its run-out choice, the limits its stored fields are checked
 * against, the identity of its set of choices and its name with them. Kept apart so
 * the storefront's first-page script carries only this; preparation.ts re-exports it.
 */

/** What a line's extras are read from (a ChosenOption of #shared/preparation.ts). */
interface WithExtra {
  extraPerKgCentavos: Centavos
}
interface WithLabel {
  choiceLabel: string
}

/** 'If this runs out' (per product line). The default is to ask the shopper first. */
export const runOutChoices = ['substitute', 'call', 'remove'] as const
export type RunOutChoice = (typeof runOutChoices)[number]
export const DEFAULT_RUN_OUT: RunOutChoice = 'call'

export const MAX_LINE_NOTE_LENGTH = 200

export const MAX_OPTION_GROUPS = 6

/** Ids of groups and choices: lowercase letters and digits, made by the server. */
export const OPTION_ID_PATTERN = /^[a-z0-9]{1,16}$/
export const MAX_OPTION_ID_LENGTH = 16

/** What the chosen extras add to a kilogram. */
export function extrasPerKg(chosen: readonly WithExtra[]): Centavos {
  return chosen.reduce((sum, c) => sum + c.extraPerKgCentavos, 0)
}

/**
 * The choices as the counter says them: '1.5 in, fat on'. A label's first letter is
 * lowered when it starts a plain word ('Fat on' → 'fat on'), kept for '2 in' or 'BBQ'.
 */
export function choicesSummary(chosen: readonly WithLabel[]): string {
  return chosen.map((c) => lowerFirstWord(c.choiceLabel)).join(', ')
}

/** 'Ribeye, 1.5 in, fat on': a line's name with its choices, for lists and slips. */
export function lineTitleWithChoices(name: string, chosen: readonly WithLabel[]): string {
  return chosen.length === 0 ? name : `${name}, ${choicesSummary(chosen)}`
}

function lowerFirstWord(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
}

/** The identity of a set of choices in a cart: the same choices in any order are one line. */
export function choiceSetKey(choiceIds: readonly string[]): string {
  return [...choiceIds].sort().join('+')
}
