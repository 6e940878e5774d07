import { asc, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { zoneCities } from '#server/db/schema/delivery.ts'
import { shippingZones } from '#server/db/schema/shop.ts'

/** Which zone serves each mapped city (issue 28 §10). */
export function listZoneCities(db: Queryable): Promise<{ cityCode: string; zoneId: number }[]> {
  return db
    .select({ cityCode: zoneCities.psgcCityCode, zoneId: zoneCities.zoneId })
    .from(zoneCities)
    .orderBy(asc(zoneCities.psgcCityCode))
}

/** The zone that delivers to this city (its row as an order copies it), or undefined. */
export async function zoneOfCity(db: Queryable, cityCode: string) {
  const [row] = await db
    .select({ zone: shippingZones })
    .from(zoneCities)
    .innerJoin(shippingZones, eq(shippingZones.id, zoneCities.zoneId))
    .where(eq(zoneCities.psgcCityCode, cityCode))
  return row?.zone
}

/** These cities' current zones (id and name), for the one-zone-per-city rule. */
export function zonesOfCities(db: Queryable, cityCodes: readonly string[]) {
  if (cityCodes.length === 0) return Promise.resolve([])
  return db
    .select({
      cityCode: zoneCities.psgcCityCode,
      zoneId: zoneCities.zoneId,
      zoneName: shippingZones.zoneName,
    })
    .from(zoneCities)
    .innerJoin(shippingZones, eq(shippingZones.id, zoneCities.zoneId))
    .where(inArray(zoneCities.psgcCityCode, [...cityCodes]))
}

/** Replaces the cities a zone delivers to. */
export async function replaceZoneCities(
  db: Queryable,
  zoneId: number,
  cityCodes: readonly string[],
): Promise<void> {
  await db.delete(zoneCities).where(eq(zoneCities.zoneId, zoneId))
  if (cityCodes.length === 0) return
  await db.insert(zoneCities).values(cityCodes.map((psgcCityCode) => ({ psgcCityCode, zoneId })))
}

/** Maps cities to a zone, leaving any city already mapped where it is. */
export async function addZoneCities(
  db: Queryable,
  zoneId: number,
  cityCodes: readonly string[],
): Promise<void> {
  if (cityCodes.length === 0) return
  await db
    .insert(zoneCities)
    .values(cityCodes.map((psgcCityCode) => ({ psgcCityCode, zoneId })))
    .onConflictDoNothing()
}
