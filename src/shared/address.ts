/**
 * The delivery address (issue 28 §10, docs/product-rules.md §5): province, then city
 * or municipality (only those a delivery zone serves), then barangay, from the
 * Philippine Standard Geographic Code; then street and house number, an optional
 * landmark and optional delivery instructions. The zone follows from the city.
 */

/** Lengths the form and the server both hold to (plain text, trimmed). */
export const addressLimits = {
  street: 200,
  landmark: 120,
  deliveryInstructions: 300,
  postalCode: 20,
} as const

/** What the shopper and staff read about an address (field messages, refusals). */
export const addressMessages = {
  chooseProvince: 'Choose a province',
  chooseCity: 'Choose a city or municipality',
  chooseBarangay: 'Choose a barangay',
  street: 'Street and house number is required',
  cityNotInProvince: (province: string) => `Choose a city or municipality in ${province}`,
  barangayNotInCity: (city: string) => `Choose a barangay in ${city}`,
  notServed: (city: string) => `We do not deliver to ${city} yet.`,
  /** Settings: one city belongs to at most one zone. */
  cityInOtherZone: (city: string, zone: string) => `${city} is delivered by ${zone} already.`,
  unknownCity: 'That city or municipality is not in the list.',
} as const

/** A PSGC code: ten digits (province, city or municipality, barangay). */
export const PSGC_CODE_PATTERN = /^\d{10}$/

/** Settings: a city or municipality the admin may map, and the zone it is mapped to. */
export interface MappableCity {
  code: string
  name: string
  zoneId: number | null
}

/** `GET /api/admin/shipping-zones/cities`: every city that can be mapped, by province. */
export interface MappableProvince {
  code: string
  name: string
  cities: MappableCity[]
}

/** 'We deliver in Metro Manila, Cavite and Laguna.' (the served provinces). */
export function weDeliverIn(provinceNames: readonly string[]): string {
  const names =
    provinceNames.length <= 1
      ? provinceNames.join('')
      : `${provinceNames.slice(0, -1).join(', ')} and ${provinceNames.at(-1)}`
  return `We deliver in ${names}.`
}

/** The address parts an order keeps, joined as every view and the CSV show it. */
export interface AddressParts {
  address: string
  barangay: string | null
  city: string
  province: string | null
  postalCode: string
}

/** '12 Mabini St, Bel-Air, Makati City, Metro Manila 1209' (postal code when given). */
export function joinShippingAddress(parts: AddressParts): string {
  const place = [parts.province, parts.postalCode].filter(Boolean).join(' ')
  return [parts.address, parts.barangay, parts.city, place].filter(Boolean).join(', ')
}
