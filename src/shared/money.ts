import { fixedDecimals } from './digits.ts'

/**
 * Money is integer centavos everywhere (docs/architecture.md §1). Pesos appear only at the
 * edges: parsing what a person typed and formatting what a person reads.
 */
export type Centavos = number

/**
 * 85000 -> '₱850.00', -5050 -> '-₱50.50': what `Intl.NumberFormat('en-PH', { style:
 * 'currency', currency: 'PHP' })` writes, without building one (src/shared/digits.ts).
 */
export function formatPeso(centavos: Centavos): string {
  const { sign, whole, fraction } = fixedDecimals(centavos, 2)
  return `${sign}₱${whole}.${fraction}`
}

/**
 * Parses a peso amount as typed ('850', '1,200.5', '₱ 99.99') into centavos.
 * Returns null for anything that is not a plain non-negative amount with at most
 * two decimals, so '1e3', '12.345' and '-5' are refused rather than rounded.
 */
export function parsePesos(input: string): Centavos | null {
  const cleaned = input.replace(/[₱,\s]/g, '').replace(/^PHP/i, '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

/** Converts a peso number (e.g. from a number input) to centavos without float drift. */
export function pesosToCentavos(pesos: number): Centavos {
  return Math.round(pesos * 100)
}

export function centavosToPesos(centavos: Centavos): number {
  return centavos / 100
}
