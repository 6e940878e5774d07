/**
 * What per-phone limits count by: the number's digits, with a Philippine number cut
 * to its national part, so '0917 123 4567', '+63 917 123 4567' and '639171234567' are
 * one phone (9171234567). Mobiles and Metro Manila landlines both lose their trunk
 * '0' or country code '63'; any other number is kept as its digits. Callers pass
 * validated, length-bounded input (the schemas cap phones at 40 characters).
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  // 63 + 9 or 10 national digits (a landline or a mobile), or 0 + the same.
  if (/^63\d{9,10}$/.test(digits)) return digits.slice(2)
  if (/^0\d{9,10}$/.test(digits)) return digits.slice(1)
  return digits
}
