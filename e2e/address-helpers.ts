import type { APIRequestContext, Page } from '@playwright/test'
import type { MappableProvince } from '#shared/address.ts'
import { addressApiPaths } from '#shared/api-paths/address.ts'
import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import type { CityBarangays } from '#shared/schemas/address.ts'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { expect } from './support/fixtures.ts'

/**
 * The PSGC address at checkout (issue 28 §10): the seed maps Metro Manila's cities to
 * 'Metro Manila' and Cavite's and Laguna's to 'Greater Manila Area'; a zone a test
 * creates gets a city of its own (`mapTestCity`).
 */
export interface ZoneAddress {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  barangayCode: string
  barangayName: string
}

/** The cities tests prefer for the seeded zones. */
const PREFERRED_CITIES = ['Makati City', 'Bacoor City']

/** A city the zone delivers to (Makati or Bacoor for the seeded zones) and its first barangay. */
export async function zoneAddress(
  request: APIRequestContext,
  zoneId: number,
): Promise<ZoneAddress> {
  const response = await request.get(orderApiPaths.checkoutOptions)
  expect(response.ok()).toBe(true)
  const { provinces } = (await response.json()) as CheckoutOptions
  const served = provinces.flatMap((p) =>
    p.cities.filter((c) => c.zoneId === zoneId).map((c) => ({ province: p, city: c })),
  )
  const pick =
    served.find(({ city }) => PREFERRED_CITIES.includes(city.name)) ??
    served[0] ??
    (() => {
      throw new Error(`zone ${zoneId} delivers to no city`)
    })()
  const list = await request.get(addressApiPaths.barangays(pick.city.code))
  expect(list.ok()).toBe(true)
  const { barangays } = (await list.json()) as CityBarangays
  const barangay = barangays.find((b) => b.name === 'Poblacion') ?? barangays[0]!
  return {
    provinceCode: pick.province.code,
    provinceName: pick.province.name,
    cityCode: pick.city.code,
    cityName: pick.city.name,
    barangayCode: barangay.code,
    barangayName: barangay.name,
  }
}

/** The request fields of an address: what an order body carries. */
export const addressFields = (address: ZoneAddress) => ({
  provinceCode: address.provinceCode,
  cityCode: address.cityCode,
  barangayCode: address.barangayCode,
})

/**
 * Maps a city no zone delivers to yet to this zone, as the admin does in Settings
 * (a random one, so journeys running at once rarely meet; a race is tried again).
 * Needs an admin session in the request's context.
 */
export async function mapTestCity(request: APIRequestContext, zoneId: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await request.get(adminSettingsApiPaths.zoneCityOptions)
    expect(response.status(), await response.text()).toBe(200)
    const { provinces } = (await response.json()) as { provinces: MappableProvince[] }
    // Outside Metro Manila, Cavite and Laguna: the seeded zones keep theirs.
    const free = provinces
      .filter((p) => !['Metro Manila', 'Cavite', 'Laguna'].includes(p.name))
      .flatMap((p) => p.cities)
      .filter((c) => c.zoneId === null)
    const city = free[Math.floor(Math.random() * free.length)]
    if (!city) throw new Error('every city is mapped')
    const saved = await request.put(adminSettingsApiPaths.zoneCities(zoneId), {
      data: { cityCodes: [city.code] },
    })
    if (saved.status() === 200) return
    expect(saved.status(), await saved.text()).toBe(409)
  }
  throw new Error('no free city could be mapped')
}

/** Picks province, then city, then barangay at checkout, as a shopper does. */
export async function pickAddress(
  page: Page,
  address: Omit<ZoneAddress, 'provinceCode' | 'cityCode' | 'barangayCode'>,
) {
  const main = page.getByRole('main')
  await main.getByLabel('Province', { exact: true }).selectOption({ label: address.provinceName })
  await main
    .getByLabel('City or Municipality', { exact: true })
    .selectOption({ label: address.cityName })
  const barangay = main.getByLabel('Barangay', { exact: true })
  // The barangays arrive for the city chosen.
  await expect(
    barangay.getByRole('option', { name: address.barangayName, exact: true }),
  ).toBeAttached()
  await barangay.selectOption({ label: address.barangayName })
}
