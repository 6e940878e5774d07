import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, instant, outboxSending, serialId } from './columns.ts'

export const subscribers = pgTable(
  'subscribers',
  {
    id: serialId(),
    /** Trimmed and lowercased before it is stored. */
    email: text('email').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(t.email),
    index('subscribers_created_at_idx').on(t.createdAt),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: instant('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
)

/** One row per settings section ('site', 'notifications', 'gcash', 'homepage'). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serialId(),
    zoneName: text('zone_name').notNull(),
    rateCentavos: integer('rate_centavos').notNull(),
    /** Days of the week it delivers, 0 = Sunday … 6 = Saturday (Manila dates). */
    deliveryWeekdays: integer('delivery_weekdays').array().notNull().default(sql`'{1,2,3,4,5,6}'`),
    /** Whether an order can arrive on the day it is placed, before the cutoff. */
    sameDay: boolean('same_day').notNull().default(false),
    /** Same-day orders are taken until this minute of the Manila day (840 = 2:00 PM). */
    sameDayCutoffMinute: integer('same_day_cutoff_minute').notNull().default(840),
    /** A window can be booked only this long before it starts (cutting and packing). */
    prepMinutes: integer('prep_minutes').notNull().default(120),
    /** How many days ahead of today a shopper may book (the last bookable date is today + this). */
    bookingDays: integer('booking_days').notNull().default(14),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_zones_name_unique').on(sql`lower(${t.zoneName})`),
    check('shipping_zones_rate_not_negative', sql`${t.rateCentavos} >= 0`),
    check(
      'shipping_zones_schedule',
      sql`${t.sameDayCutoffMinute} between 0 and 1439 and ${t.prepMinutes} between 0 and 1440 and ${t.bookingDays} between 0 and 90`,
    ),
  ],
)

/**
 * Every email is written here in the same transaction as what caused it; a worker
 * sends it with retries, so a failing provider never fails or loses an order.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    ...outboxSending(),
    sentAt: instant('sent_at'),
    /**
     * Set while the body holds a one-time link (set-password, reset) valid until then:
     * the link is scrubbed from the stored body once sent or expired, and this cleared.
     */
    secretExpiresAt: instant('secret_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_secret_idx')
      .on(t.secretExpiresAt)
      .where(sql`${t.secretExpiresAt} is not null`),
  ],
)
