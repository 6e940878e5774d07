import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm'
import type { Queryable, Transaction } from '#server/db/client.ts'
import { deliveryBookings, deliveryWindows } from '#server/db/schema/delivery.ts'
import { shippingZones } from '#server/db/schema/shop.ts'
import type {
  AdminDeliveryWindow,
  AdminZoneSchedule,
  SameDayDelivery,
  ZoneScheduleUpdate,
} from '#shared/schemas/delivery.ts'

const zoneScheduleColumns = {
  zoneId: shippingZones.id,
  zoneName: shippingZones.zoneName,
  weekdays: shippingZones.deliveryWeekdays,
  sameDay: shippingZones.sameDay,
  sameDayCutoffMinute: shippingZones.sameDayCutoffMinute,
  prepMinutes: shippingZones.prepMinutes,
  bookingDays: shippingZones.bookingDays,
}

const windowColumns = {
  id: deliveryWindows.id,
  zoneId: deliveryWindows.zoneId,
  startsMinute: deliveryWindows.startsMinute,
  endsMinute: deliveryWindows.endsMinute,
  capacity: deliveryWindows.capacity,
}

const withoutZone = ({ zoneId: _, ...window }: AdminDeliveryWindow & { zoneId: number }) => window

/** Every zone's schedule, zones in the order they were added, windows earliest first. */
export async function listZoneSchedules(db: Queryable): Promise<AdminZoneSchedule[]> {
  const [zones, windows] = await Promise.all([
    db
      .select(zoneScheduleColumns)
      .from(shippingZones)
      .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id)),
    db.select(windowColumns).from(deliveryWindows).orderBy(asc(deliveryWindows.startsMinute)),
  ])
  return zones.map((zone) => ({
    ...zone,
    windows: windows.filter((w) => w.zoneId === zone.zoneId).map(withoutZone),
  }))
}

/** One zone's schedule; null when there is no such zone. */
export async function findZoneSchedule(
  db: Queryable,
  zoneId: number,
): Promise<AdminZoneSchedule | null> {
  const [zone] = await db
    .select(zoneScheduleColumns)
    .from(shippingZones)
    .where(eq(shippingZones.id, zoneId))
  if (!zone) return null
  const windows = await db
    .select(windowColumns)
    .from(deliveryWindows)
    .where(eq(deliveryWindows.zoneId, zoneId))
    .orderBy(asc(deliveryWindows.startsMinute))
  return { ...zone, windows: windows.map(withoutZone) }
}

/** The most orders a window holds on one day from `today` on, and that day (the earliest of ties). */
export interface BusiestDay {
  date: string
  booked: number
}

/** Why a zone schedule was not saved; `index` is the window's place in the request. */
export type ZoneScheduleRefusal =
  | { kind: 'not_found' }
  | { kind: 'unknown_window'; index: number }
  | { kind: 'repeated_window'; index: number }
  | { kind: 'capacity_below_booked'; index: number; busiest: BusiestDay }
  | { kind: 'removed_window_booked'; window: AdminDeliveryWindow; busiest: BusiestDay }

/**
 * Saves a zone's whole schedule in `tx`, or refuses without writing anything.
 * The zone's windows are locked `for update` first: a booking reads its window
 * `for share` (delivery-booking-repo.ts), so bookings in flight finish before the
 * counts are read, and none starts until this transaction ends. A capacity is
 * never set below the orders a window already holds on a day from `today` on, and a
 * window holding such orders is never removed. Windows with an id are updated, new
 * ones inserted, missing ones deleted (with their past days' counters).
 */
export async function saveZoneSchedule(
  tx: Transaction,
  zoneId: number,
  update: ZoneScheduleUpdate,
  today: string,
): Promise<{ saved: AdminZoneSchedule } | { refused: ZoneScheduleRefusal }> {
  const [zone] = await tx
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(eq(shippingZones.id, zoneId))
    .for('update')
  if (!zone) return { refused: { kind: 'not_found' } }
  const current = await tx
    .select(windowColumns)
    .from(deliveryWindows)
    .where(eq(deliveryWindows.zoneId, zoneId))
    .orderBy(asc(deliveryWindows.id))
    .for('update')
  const busiest = await busiestDays(
    tx,
    current.map((w) => w.id),
    today,
  )

  const kept = new Set<number>()
  for (const [index, window] of update.windows.entries()) {
    if (window.id === undefined) continue
    if (!current.some((w) => w.id === window.id))
      return { refused: { kind: 'unknown_window', index } }
    if (kept.has(window.id)) return { refused: { kind: 'repeated_window', index } }
    kept.add(window.id)
    const busy = busiest.get(window.id)
    if (busy && window.capacity < busy.booked)
      return { refused: { kind: 'capacity_below_booked', index, busiest: busy } }
  }
  const removed = current.filter((w) => !kept.has(w.id))
  for (const window of removed) {
    const busy = busiest.get(window.id)
    if (busy)
      return {
        refused: { kind: 'removed_window_booked', window: withoutZone(window), busiest: busy },
      }
  }

  const { windows, weekdays, ...schedule } = update
  await tx
    .update(shippingZones)
    .set({ ...schedule, deliveryWeekdays: weekdays })
    .where(eq(shippingZones.id, zoneId))
  if (removed.length > 0)
    await tx.delete(deliveryWindows).where(
      inArray(
        deliveryWindows.id,
        removed.map((w) => w.id),
      ),
    )
  for (const { id, ...times } of windows) {
    if (id === undefined) await tx.insert(deliveryWindows).values({ ...times, zoneId })
    else await tx.update(deliveryWindows).set(times).where(eq(deliveryWindows.id, id))
  }
  const saved = await findZoneSchedule(tx, zoneId)
  return { saved: saved! }
}

/** For each of `windowIds` holding orders on a day from `today` on: its busiest such day. */
async function busiestDays(
  tx: Transaction,
  windowIds: number[],
  today: string,
): Promise<Map<number, BusiestDay>> {
  const busiest = new Map<number, BusiestDay>()
  if (windowIds.length === 0) return busiest
  const rows = await tx
    .select({
      windowId: deliveryBookings.windowId,
      date: deliveryBookings.deliveryDate,
      booked: deliveryBookings.booked,
    })
    .from(deliveryBookings)
    .where(
      and(
        inArray(deliveryBookings.windowId, windowIds),
        gte(deliveryBookings.deliveryDate, today),
        gt(deliveryBookings.booked, 0),
      ),
    )
    .orderBy(asc(deliveryBookings.deliveryDate))
  for (const row of rows) {
    const known = busiest.get(row.windowId)
    if (!known || row.booked > known.booked)
      busiest.set(row.windowId, { date: row.date, booked: row.booked })
  }
  return busiest
}

/** The same-day promise for the FAQ: the zones offering it and their earliest cutoff; null when none does. */
export async function sameDayDelivery(db: Queryable): Promise<SameDayDelivery | null> {
  const zones = await db
    .select({ zoneName: shippingZones.zoneName, cutoffMinute: shippingZones.sameDayCutoffMinute })
    .from(shippingZones)
    .where(eq(shippingZones.sameDay, true))
    .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id))
  if (zones.length === 0) return null
  return {
    cutoffMinute: Math.min(...zones.map((z) => z.cutoffMinute)),
    zoneNames: zones.map((z) => z.zoneName),
  }
}
