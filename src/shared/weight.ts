/** Weight is integer grams everywhere (DESIGN.md §2); kilograms only at the edges. */
export type Grams = number

export function kgToGrams(kg: number): Grams {
  return Math.round(kg * 1000)
}

export function gramsToKg(grams: Grams): number {
  return grams / 1000
}

const kgFormatter = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 3 })

/** 1500 -> '1.5 kg' */
export function formatKg(grams: Grams): string {
  return `${kgFormatter.format(grams / 1000)} kg`
}
