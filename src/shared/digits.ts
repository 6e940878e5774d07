/**
 * Whole numbers written as 'en-PH' writes them: 1234567 -> '1,234,567'. Money and
 * weight are formatted with this instead of `Intl.NumberFormat`, whose first use in a
 * browser tab loads locale data on the main thread (20–50 ms on this machine, decision
 * 0071); money.test.ts and weight.test.ts hold the results to Intl's.
 */
export function groupThousands(whole: number): string {
  const digits = String(whole)
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '')
  }
  return grouped
}

/**
 * `value` in units of 1/10^decimals (centavos, grams) written with that many decimals,
 * rounded half away from zero as `Intl` rounds: (123456, 2) -> '1,234.56'. `sign` is
 * '-' for any negative value, -0 included, as `Intl` writes '-0.00'.
 */
export function fixedDecimals(
  value: number,
  decimals: number,
): { sign: '' | '-'; whole: string; fraction: string } {
  const scale = 10 ** decimals
  const units = Math.round(Math.abs(value))
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    whole: groupThousands(Math.floor(units / scale)),
    fraction: String(units % scale).padStart(decimals, '0'),
  }
}
