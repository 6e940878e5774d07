import { psgcBarangays, psgcCity } from '#server/address/psgc.ts'
import { mappableProvinces } from '#server/address/served-areas.ts'
import { replaceZoneCities, zonesOfCities } from '#server/address/zone-cities-repo.ts'
import { lockForTransaction, lockIds } from '#server/db/advisory-lock.ts'
import type { Database } from '#server/db/client.ts'
import { conflict, notFound, validationFailed } from '#server/http/errors.ts'
import { addressMessages, type MappableProvince } from '#shared/address.ts'
import { findShippingZone } from './shipping-zone-repo.ts'

export const ZONE = 'That shipping zone'

/**
 * Settings > Shipping zones: the cities or municipalities a zone delivers to, all at
 * once (issue 28 §10). Only cities with barangays in the list can be mapped, and a
 * city another zone delivers to is refused by name: one city, at most one zone.
 * Answers every mappable city with its zone, as the screen shows them.
 */
export async function saveZoneCities(
  db: Database,
  zoneId: number,
  cityCodes: readonly string[],
): Promise<MappableProvince[]> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, lockIds.zoneCities)
    if (!(await findShippingZone(tx, zoneId))) throw notFound(ZONE)
    if (cityCodes.some((code) => !psgcCity(code) || !psgcBarangays(code))) {
      throw validationFailed(
        { cityCodes: addressMessages.unknownCity },
        addressMessages.unknownCity,
      )
    }
    const other = (await zonesOfCities(tx, cityCodes)).find((row) => row.zoneId !== zoneId)
    if (other) {
      const message = addressMessages.cityInOtherZone(
        psgcCity(other.cityCode)!.name,
        other.zoneName,
      )
      throw conflict(message, { cityCodes: message })
    }
    await replaceZoneCities(tx, zoneId, cityCodes)
  })
  return mappableProvinces(db)
}
