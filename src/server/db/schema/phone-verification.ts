import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, instant, serialId } from './columns.ts'

/**
 * One-time codes sent by SMS to confirm a mobile number at checkout (docs/security.md).
 * Only a salted SHA-256 of the code is kept. A code is spent by its right entry, by
 * its fifth wrong one, or by a newer code for the same number; it lapses after ten
 * minutes. Rows older than a day are removed by housekeeping (the send limits look
 * back at most a day).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serialId(),
    /** The number's national digits, '9171234567' (`phoneKey`). */
    phoneKey: text('phone_key').notNull(),
    /** 'salt:sha256(salt:code)', hex. */
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** Set when the code was used, tried too often, or replaced by a newer one. */
    spentAt: instant('spent_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phoneKey, t.createdAt),
    index('phone_codes_created_idx').on(t.createdAt),
    check('phone_codes_tries', sql`${t.wrongTries} >= 0`),
  ],
)

/**
 * Numbers verified on a device: the `device` cookie's SHA-256 and the number, kept
 * 180 days from the verification, so a returning shopper is not asked again. At most
 * `MAX_VERIFIED_PHONES_PER_DEVICE` numbers per device (the oldest dropped).
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    deviceHash: text('device_hash').notNull(),
    phoneKey: text('phone_key').notNull(),
    verifiedAt: instant('verified_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.phoneKey] }),
    index('verified_phones_expires_idx').on(t.expiresAt),
  ],
)
