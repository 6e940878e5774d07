/**
 * Philippine mobile numbers (docs/product-rules.md §5): '0917 123 4567',
 * '+63 917 123 4567' and '639171234567' are one number. What the shop keeps and
 * counts by is its national part, '9171234567' (the same as `phoneKey` gives for a
 * mobile), so the per-phone limits and the verification agree on what a number is.
 */

/** Said beside the phone field for anything but a Philippine mobile number. */
export const PH_MOBILE_MESSAGE = 'Enter a Philippine mobile number, like 0917 123 4567'

/** Longer than any way of writing a number: longer input is refused before it is read. */
export const MAX_PHONE_INPUT_LENGTH = 40

/**
 * The national part ('9171234567') of a Philippine mobile number written with spaces,
 * dashes, dots or brackets, or null for anything else. Bounded first, so the
 * patterns below only ever read 40 characters.
 */
export function phMobileKey(input: string): string | null {
  if (input.length > MAX_PHONE_INPUT_LENGTH) return null
  if (!/^\+?[\d\s().-]+$/.test(input)) return null
  const digits = input.replace(/\D/g, '')
  const national = digits.startsWith('63')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? digits.slice(1)
      : null
  // A '+' belongs only before the country code.
  if (input.trim().startsWith('+') && !digits.startsWith('63')) return null
  return national !== null && /^9\d{9}$/.test(national) ? national : null
}

/** '09171234567': how the SMS gateway takes the number. */
export function gatewayNumber(key: string): string {
  return `0${key}`
}

/** '0917 ••• 4567': the number as the code screen shows it, hiding the middle. */
export function maskedMobile(key: string): string {
  return `0${key.slice(0, 3)} ••• ${key.slice(-4)}`
}

/** '0917 123 4567': the number as staff and texts show it. */
export function formattedMobile(key: string): string {
  return `0${key.slice(0, 3)} ${key.slice(3, 6)} ${key.slice(6)}`
}
