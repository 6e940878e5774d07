import type { Queryable } from '#server/db/client.ts'
import type { MappableProvince } from '#shared/address.ts'
import type { ServedCity, ServedProvince } from '#shared/schemas/address.ts'
import { byProvince, METRO_MANILA_CODE, mappableCities, psgcCity } from './psgc.ts'
import { listZoneCities } from './zone-cities-repo.ts'

/** The provinces and cities checkout offers: only those a zone serves (issue 28 §10). */
export async function servedProvinces(db: Queryable): Promise<ServedProvince[]> {
  const served: (ServedCity & { provinceCode: string })[] = []
  for (const { cityCode, zoneId } of await listZoneCities(db)) {
    const city = psgcCity(cityCode)
    if (city)
      served.push({ code: city.code, name: city.name, zoneId, provinceCode: city.provinceCode })
  }
  served.sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const provinces = byProvince(served, (city) => city.provinceCode)
  // Metro Manila first (where most orders go), then A–Z.
  provinces.sort(
    (a, b) => Number(b.code === METRO_MANILA_CODE) - Number(a.code === METRO_MANILA_CODE),
  )
  return provinces.map((province) => ({
    ...province,
    cities: province.cities.map(({ code, name, zoneId }) => ({ code, name, zoneId })),
  }))
}

/** Settings: every city that can be mapped, with the zone it is mapped to (or null). */
export async function mappableProvinces(db: Queryable): Promise<MappableProvince[]> {
  const zoneOf = new Map(
    (await listZoneCities(db)).map(({ cityCode, zoneId }) => [cityCode, zoneId]),
  )
  return byProvince(mappableCities(), (city) => city.provinceCode).map((province) => ({
    ...province,
    cities: province.cities.map(({ code, name }) => ({
      code,
      name,
      zoneId: zoneOf.get(code) ?? null,
    })),
  }))
}
