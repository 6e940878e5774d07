import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns.ts'
import { staffRoleEnum, tokenPurposeEnum } from './enums.ts'

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** Stored lowercased; unique regardless of case. */
    email: text('email').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** scrypt hash; null until an invited user chooses a password. */
    passwordHash: text('password_hash'),
    lastLoginAt: instant('last_login_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`)],
)

/** Server sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: belongsTo(integer('user_id'), () => staffUsers.id),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    /** Bumped as the session is used; a session idle past SESSION_IDLE_MINUTES is over. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Set-password and reset links: single use, expiring, stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo(integer('user_id'), () => staffUsers.id),
    purpose: tokenPurposeEnum('purpose').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
)

/**
 * Browsers that have signed in to an account before (OWASP's device cookies): the
 * cookie carries a random token, only its SHA-256 is stored. Failed sign-ins from a
 * stranger never slow down a browser listed here.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo(integer('user_id'), () => staffUsers.id),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
)
