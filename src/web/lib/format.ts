import { type Centavos, formatPeso } from '#shared/money.ts'

/** '₱2,000' for whole amounts in running text (banners); keeps centavos when there are any. */
export function formatPesoShort(centavos: Centavos): string {
  return formatPeso(centavos).replace(/\.00$/, '')
}

/** A `tel:` link for a phone number as people write it: '+63 917 555 0123' -> 'tel:+639175550123'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
