import { eq } from 'drizzle-orm'
import { mappableCities } from '#server/address/psgc.ts'
import { addZoneCities } from '#server/address/zone-cities-repo.ts'
import type { Transaction } from '#server/db/client.ts'
import { settings, shippingZones } from '#server/db/schema/shop.ts'

/** Marks a shop whose sample zones got their cities once (issue 28 §10). */
const ZONE_CITIES_MARKER = 'zone_cities_seeded'

/** PSGC province codes: Metro Manila (NCR), Cavite, Laguna. */
export const sampleZoneProvinces = {
  'Metro Manila': ['1300000000'],
  'Greater Manila Area': ['0402100000', '0403400000'],
} as const

/**
 * Once per shop (new or from before issue 28): Metro Manila's cities go to the zone
 * named 'Metro Manila', Cavite's and Laguna's to 'Greater Manila Area', where those
 * zones exist and the city is not mapped yet. After that only the admin maps cities.
 * Runs under the seed's lock.
 */
export async function mapSampleZoneCitiesOnce(tx: Transaction, now: Date): Promise<void> {
  const [marker] = await tx.select().from(settings).where(eq(settings.key, ZONE_CITIES_MARKER))
  if (marker) return
  const cities = mappableCities()
  for (const [zoneName, provinceCodes] of Object.entries(sampleZoneProvinces)) {
    const [zone] = await tx
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .where(eq(shippingZones.zoneName, zoneName))
    if (!zone) continue
    const codes = cities
      .filter((city) => (provinceCodes as readonly string[]).includes(city.provinceCode))
      .map((city) => city.code)
    await addZoneCities(tx, zone.id, codes)
  }
  await tx.insert(settings).values({
    key: ZONE_CITIES_MARKER,
    value: { version: 1, at: now.toISOString() },
    updatedAt: now,
  })
}
