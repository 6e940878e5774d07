import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, instant, serialId } from './columns.ts'
import { shippingZones } from './shop.ts'

/**
 * A zone's delivery time windows (docs/product-rules.md, delivery dates). Times are
 * minutes after midnight, Manila time; a window takes at most `capacity` orders a day.
 */
export const deliveryWindows = pgTable(
  'delivery_windows',
  {
    id: serialId(),
    zoneId: belongsTo(integer('zone_id'), () => shippingZones.id),
    startsMinute: integer('starts_minute').notNull(),
    endsMinute: integer('ends_minute').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    index('delivery_windows_zone_idx').on(t.zoneId, t.startsMinute),
    check(
      'delivery_windows_times',
      sql`${t.startsMinute} >= 0 and ${t.startsMinute} < ${t.endsMinute} and ${t.endsMinute} <= 1440`,
    ),
    check('delivery_windows_capacity_not_negative', sql`${t.capacity} >= 0`),
  ],
)

/**
 * Places taken in one window on one date: the counter a booking raises with a
 * conditional upsert (never above the window's capacity) and a cancel lowers. The row
 * is the lock: bookings of one window and date queue on it, across processes.
 */
export const deliveryBookings = pgTable(
  'delivery_bookings',
  {
    windowId: belongsTo(integer('window_id'), () => deliveryWindows.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.deliveryDate] }),
    check('delivery_bookings_booked_not_negative', sql`${t.booked} >= 0`),
  ],
)

/** Days the whole shop does not deliver: holidays (preloaded) and days the staff add. */
export const closedDates = pgTable('closed_dates', {
  closedDate: date('closed_date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

/**
 * Issue 28 §7: the admin's answer to a suggested holiday ('Close on Rizal Day, Wed 30
 * Dec?'): 'closed' (a closed date was added) or 'open' (kept open). A holiday with no
 * row here is still a suggestion; nothing closes by itself.
 */
export const holidayDecisions = pgTable(
  'holiday_decisions',
  {
    holidayDate: date('holiday_date', { mode: 'string' }).primaryKey(),
    name: text('name').notNull(),
    decision: text('decision').notNull(),
    decidedByName: text('decided_by_name'),
    decidedAt: instant('decided_at').notNull().defaultNow(),
  },
  (t) => [check('holiday_decisions_decision', sql`${t.decision} in ('closed', 'open')`)],
)

/**
 * Issue 28 §10: which zone serves a city or municipality (PSGC code), mapped by the
 * admin in Settings; a city with no row is not served ('We do not deliver to … yet.').
 */
export const zoneCities = pgTable(
  'zone_cities',
  {
    psgcCityCode: text('psgc_city_code').primaryKey(),
    zoneId: belongsTo(integer('zone_id'), () => shippingZones.id),
  },
  (t) => [index('zone_cities_zone_idx').on(t.zoneId)],
)

/**
 * Years whose Philippine regular holidays were added to `closed_dates` once. A holiday
 * the admin removed is then never added back by the next start.
 */
export const holidayYears = pgTable('holiday_years', {
  year: integer('year').primaryKey(),
  loadedAt: instant('loaded_at').notNull().defaultNow(),
})
