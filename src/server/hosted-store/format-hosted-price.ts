import type { RawCurrency } from './hosted-raw.ts'

/** Decimal digits when the currency names none (most currencies have two). */
const DEFAULT_DECIMAL_DIGITS = 2

function decimalDigitsOf(currency: RawCurrency | null | undefined): number {
  const digits = currency?.decimal_digits
  return typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 6
    ? digits
    : DEFAULT_DECIMAL_DIGITS
}

/**
 * Minor units as the shopper reads them: amount / 10^decimal_digits with that many
 * decimals and thousands separators, through the currency's template (`₱$1`,
 * `$$1`, `$1 €`), else its symbol, else its code, else '€'.
 */
export function formatHostedPrice(
  minorUnits: number,
  currency: RawCurrency | null | undefined,
  currencyCode?: string | null,
): string {
  const digits = decimalDigitsOf(currency)
  const amount = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits)
  const template = currency?.template
  // Only the `$1` token is the amount: in '$$1' the first '$' is the dollar sign.
  // A function replacement keeps '$&' and friends in the amount literal.
  if (template?.includes('$1')) return template.replace('$1', () => amount)
  const symbol = currency?.symbol || currency?.symbol_native
  if (symbol) return `${symbol}${amount}`
  const code = currency?.code || currencyCode
  if (code) return `${code.toUpperCase()} ${amount}`
  return `€${amount}`
}
