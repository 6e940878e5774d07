import { asc, eq } from 'drizzle-orm'
import type { Database, Queryable } from '#server/db/client.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { deliveryWindows } from '#server/db/schema/delivery.ts'
import { shippingZones } from '#server/db/schema/shop.ts'
import { newZoneSchedule } from '#server/db/seed/sample-catalog.ts'
import type { AdminShippingZone } from '#shared/schemas/admin-settings.ts'

const zoneColumns = {
  id: shippingZones.id,
  zoneName: shippingZones.zoneName,
  rateCentavos: shippingZones.rateCentavos,
}

/** The zones as the back office lists them: in the order they were added. */
export function listShippingZones(db: Queryable): Promise<AdminShippingZone[]> {
  return db
    .select(zoneColumns)
    .from(shippingZones)
    .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id))
}

/** The zones as checkout offers them: cheapest first, then by name. */
export function checkoutZones(db: Queryable): Promise<AdminShippingZone[]> {
  return db
    .select(zoneColumns)
    .from(shippingZones)
    .orderBy(asc(shippingZones.rateCentavos), asc(shippingZones.zoneName))
}

/**
 * Adds a zone with the new-zone delivery schedule (its windows in the same
 * transaction); null when another zone already has this name (the unique index decides).
 */
export async function addShippingZone(
  db: Database,
  zone: { zoneName: string; rateCentavos: number; now: Date },
): Promise<AdminShippingZone | null> {
  const { windows, ...schedule } = newZoneSchedule
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shippingZones)
        .values({
          zoneName: zone.zoneName,
          rateCentavos: zone.rateCentavos,
          ...schedule,
          createdAt: zone.now,
        })
        .returning(zoneColumns)
      await tx.insert(deliveryWindows).values(windows.map((w) => ({ ...w, zoneId: row!.id })))
      return row!
    })
  } catch (err) {
    if (isUniqueViolation(err)) return null
    throw err
  }
}

/**
 * Removes a zone unless it is the last one. Every zone is locked first, so two
 * removals at once cannot leave checkout with none.
 */
export function removeShippingZone(
  db: Database,
  id: number,
): Promise<'removed' | 'not_found' | 'last_zone'> {
  return db.transaction(async (tx) => {
    const zones = await tx.select({ id: shippingZones.id }).from(shippingZones).for('update')
    if (!zones.some((z) => z.id === id)) return 'not_found'
    if (zones.length <= 1) return 'last_zone'
    await tx.delete(shippingZones).where(eq(shippingZones.id, id))
    return 'removed'
  })
}

/** One zone with its name and fee, as an order copies them; undefined when it is gone. */
export async function findShippingZone(db: Queryable, id: number) {
  const [zone] = await db.select().from(shippingZones).where(eq(shippingZones.id, id))
  return zone
}
