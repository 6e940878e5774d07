import { psgcBarangays, psgcCity } from '#server/address/psgc.ts'
import { replaceZoneCities, zonesOfCities } from '#server/address/zone-cities-repo.ts'
import { lockForTransaction, lockIds } from '#server/db/advisory-lock.ts'
import type { Database } from '#server/db/client.ts'
import { findShippingZone } from './shipping-zone-repo.ts'

export type SetZoneCitiesOutcome =
  | { kind: 'saved' }
  | { kind: 'not_found' }
  | { kind: 'unknown_city' }
  | { kind: 'taken'; cityName: string; zoneName: string }

/**
 * Settings > Shipping zones: the cities or municipalities a zone delivers to, all at
 * once (issue 28 §10). Only cities with barangays in the list can be mapped, and a
 * city another zone delivers to is refused by name: one city, at most one zone.
 */
export function setZoneCities(
  db: Database,
  zoneId: number,
  cityCodes: readonly string[],
): Promise<SetZoneCitiesOutcome> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, lockIds.zoneCities)
    if (!(await findShippingZone(tx, zoneId))) return { kind: 'not_found' }
    if (cityCodes.some((code) => !psgcCity(code) || !psgcBarangays(code))) {
      return { kind: 'unknown_city' }
    }
    const other = (await zonesOfCities(tx, cityCodes)).find((row) => row.zoneId !== zoneId)
    if (other) {
      return { kind: 'taken', cityName: psgcCity(other.cityCode)!.name, zoneName: other.zoneName }
    }
    await replaceZoneCities(tx, zoneId, cityCodes)
    return { kind: 'saved' }
  })
}
