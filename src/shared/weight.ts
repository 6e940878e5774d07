import { fixedDecimals } from './digits.ts'

/** Weight is integer grams everywhere (docs/architecture.md §1); kilograms only at the edges. */
export type Grams = number

export function kgToGrams(kg: number): Grams {
  return Math.round(kg * 1000)
}

export function gramsToKg(grams: Grams): number {
  return grams / 1000
}

/**
 * Kilograms with up to three decimals and at least `minDecimals`, as `Intl` in 'en-PH'
 * writes them: 1500 -> '1.5'; (1070, 3) -> '1.070'.
 */
export function kgNumber(grams: Grams, minDecimals = 0): string {
  const { sign, whole, fraction } = fixedDecimals(grams, 3)
  let end = fraction.length
  while (end > minDecimals && fraction[end - 1] === '0') end--
  const shown = fraction.slice(0, end)
  return `${sign}${whole}${shown ? `.${shown}` : ''}`
}

/** 1500 -> '1.5 kg' */
export function formatKg(grams: Grams): string {
  return `${kgNumber(grams)} kg`
}

/**
 * Parses kilograms as typed ('1', '0.5', '12.125') into grams. Returns null for
 * anything that is not a plain non-negative amount with at most `decimals`
 * decimals (3 = whole grams; 1 = steps of 100 g), so '1e3' and '-1' are refused.
 */
export function parseKg(input: string, decimals = 3): Grams | null {
  const cleaned = input.replace(/\s|kg$/gi, '')
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(cleaned)
  if (!match || (match[2] ?? '').length > decimals) return null
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'))
}
