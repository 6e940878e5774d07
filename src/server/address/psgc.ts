import type { BarangayOption } from '#shared/schemas/address.ts'
import data from './psgc-data.json' with { type: 'json' }

/**
 * The Philippine Standard Geographic Code as checkout needs it (decision 0078):
 * psgc-data.json, written by scripts/refresh-psgc.mjs from the PSA's list. Every
 * province and city is named; barangays are listed for the regions the shop can
 * serve, and only cities with barangays can be mapped to a zone.
 */
export interface PsgcPlace {
  code: string
  name: string
}
export interface PsgcCity extends PsgcPlace {
  provinceCode: string
}

const provinces = new Map<string, PsgcPlace>(
  data.provinces.map(([code, name]) => [code!, { code: code!, name: name! }]),
)
const cities = new Map<string, PsgcCity>(
  data.cities.map(([code, name, provinceCode]) => [
    code!,
    { code: code!, name: name!, provinceCode: provinceCode! },
  ]),
)
const barangaysByCity = data.barangays as unknown as Record<string, [string, string][]>

/** Metro Manila (NCR), a province at checkout. */
export const METRO_MANILA_CODE = '1300000000'

/** The PSGC release the list comes from ('PSA PSGC 2025-2Q, from …'). */
export const psgcSource: string = data.source

export const psgcProvince = (code: string): PsgcPlace | undefined => provinces.get(code)
export const psgcCity = (code: string): PsgcCity | undefined => cities.get(code)

/** A city's barangays A–Z; undefined for a city outside the shipped regions. */
export function psgcBarangays(cityCode: string): BarangayOption[] | undefined {
  const list = Object.hasOwn(barangaysByCity, cityCode) ? barangaysByCity[cityCode] : undefined
  return list?.map(([code, name]) => ({ code, name }))
}

/** The barangay with this code in this city, or undefined when the city has no such barangay. */
export function psgcBarangayIn(cityCode: string, barangayCode: string): PsgcPlace | undefined {
  const list = Object.hasOwn(barangaysByCity, cityCode) ? barangaysByCity[cityCode] : undefined
  const found = list?.find(([code]) => code === barangayCode)
  return found ? { code: found[0], name: found[1] } : undefined
}

/** Every city that can be mapped to a zone (it has barangays), in PSGC's A–Z. */
export function mappableCities(): PsgcCity[] {
  return [...cities.values()].filter((city) => Object.hasOwn(barangaysByCity, city.code))
}

/** Groups cities by province, provinces and cities A–Z. */
export function byProvince<C extends { code: string }>(
  list: readonly C[],
  provinceOf: (city: C) => string,
): { code: string; name: string; cities: C[] }[] {
  const groups = new Map<string, C[]>()
  for (const city of list) {
    const code = provinceOf(city)
    groups.set(code, [...(groups.get(code) ?? []), city])
  }
  return [...groups]
    .map(([code, list]) => ({ code, name: psgcProvince(code)?.name ?? code, cities: list }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
