import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Queryable, Transaction } from '#server/db/client.ts'
import { closedDates, deliveryBookings, deliveryWindows } from '#server/db/schema/delivery.ts'
import { shippingZones } from '#server/db/schema/shop.ts'
import {
  bookedKey,
  deliverySlots,
  type ScheduleContext,
  STAFF_BOOKING_DAYS,
  type ZoneScheduleRule,
} from '#shared/delivery-schedule.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import type { DeliverySlots } from '#shared/schemas/delivery.ts'

/** A zone's delivery schedule with its windows (earliest first); null when there is no such zone. */
export async function zoneScheduleRule(
  db: Queryable,
  zoneId: number,
): Promise<ZoneScheduleRule | null> {
  const [zone] = await db
    .select({
      weekdays: shippingZones.deliveryWeekdays,
      sameDay: shippingZones.sameDay,
      sameDayCutoffMinute: shippingZones.sameDayCutoffMinute,
      prepMinutes: shippingZones.prepMinutes,
      bookingDays: shippingZones.bookingDays,
    })
    .from(shippingZones)
    .where(eq(shippingZones.id, zoneId))
  if (!zone) return null
  const windows = await db
    .select({
      id: deliveryWindows.id,
      startsMinute: deliveryWindows.startsMinute,
      endsMinute: deliveryWindows.endsMinute,
      capacity: deliveryWindows.capacity,
    })
    .from(deliveryWindows)
    .where(eq(deliveryWindows.zoneId, zoneId))
    .orderBy(asc(deliveryWindows.startsMinute))
  return { ...zone, windows }
}

/**
 * What the date rules need beyond the schedule, read at `now`: the shop's closed dates
 * and the places taken in the zone's windows, from today to the last date offered.
 */
export async function scheduleContext(
  db: Queryable,
  schedule: ZoneScheduleRule,
  now: Date,
  { forStaff = false }: { forStaff?: boolean } = {},
): Promise<ScheduleContext> {
  const today = manilaIsoDate(now)
  const last = addDaysToIsoDate(today, forStaff ? STAFF_BOOKING_DAYS : schedule.bookingDays)
  const windowIds = schedule.windows.map((w) => w.id)
  const [closed, booked] = await Promise.all([
    db
      .select({ date: closedDates.closedDate })
      .from(closedDates)
      .where(and(gte(closedDates.closedDate, today), lte(closedDates.closedDate, last))),
    windowIds.length === 0
      ? Promise.resolve([])
      : db
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
              lte(deliveryBookings.deliveryDate, last),
            ),
          ),
  ])
  return {
    now,
    forStaff,
    closedDates: new Set(closed.map((c) => c.date)),
    booked: new Map(booked.map((b) => [bookedKey(b.windowId, b.date), b.booked])),
  }
}

/** The dates and windows a zone offers at `now`; null when there is no such zone. */
export async function deliverySlotsFor(
  db: Queryable,
  zoneId: number,
  now: Date,
  options: { forStaff?: boolean } = {},
): Promise<DeliverySlots | null> {
  const schedule = await zoneScheduleRule(db, zoneId)
  if (!schedule) return null
  const ctx = await scheduleContext(db, schedule, now, options)
  return { zoneId, today: manilaIsoDate(now), dates: deliverySlots(schedule, ctx) }
}

/**
 * Takes one place in `windowId` on `date`, or returns false when the window is full.
 * Never overbooks, on PGlite and across processes on PostgreSQL: the window row is
 * read `for share` (a capacity change by staff, which locks it `for update`, waits for
 * bookings in flight and they for it), then the day's counter is raised by a
 * conditional upsert that only succeeds below capacity. The counter row stays locked
 * until the transaction ends, so bookings of one window and date queue there; call
 * this late in the transaction to keep that queue short.
 */
export async function reserveDeliveryPlace(
  tx: Transaction,
  place: { windowId: number; date: string },
): Promise<boolean> {
  const [window] = await tx
    .select({ capacity: deliveryWindows.capacity })
    .from(deliveryWindows)
    .where(eq(deliveryWindows.id, place.windowId))
    .for('share')
  if (!window || window.capacity < 1) return false
  const rows = await tx
    .insert(deliveryBookings)
    .values({ windowId: place.windowId, deliveryDate: place.date, booked: 1 })
    .onConflictDoUpdate({
      target: [deliveryBookings.windowId, deliveryBookings.deliveryDate],
      set: { booked: sql`${deliveryBookings.booked} + 1` },
      setWhere: sql`${deliveryBookings.booked} < ${window.capacity}`,
    })
    .returning({ booked: deliveryBookings.booked })
  return rows.length === 1
}

/** Gives one place back (a cancelled or moved order). Never below zero. */
export async function releaseDeliveryPlace(
  tx: Transaction,
  place: { windowId: number; date: string },
): Promise<void> {
  await tx
    .update(deliveryBookings)
    .set({ booked: sql`greatest(${deliveryBookings.booked} - 1, 0)` })
    .where(
      and(
        eq(deliveryBookings.windowId, place.windowId),
        eq(deliveryBookings.deliveryDate, place.date),
      ),
    )
}
