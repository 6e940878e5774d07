import { type Centavos, formatPeso } from '#shared/money.ts'

/** '₱2,000' for whole amounts in running text (banners); keeps centavos when there are any. */
export function formatPesoShort(centavos: Centavos): string {
  return formatPeso(centavos).replace(/\.00$/, '')
}
