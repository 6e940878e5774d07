import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { oneTimeTokens, staffUsers } from '#server/db/schema/staff.ts'
import { AppError } from '#server/http/errors.ts'
import { INVALID_LINK_MESSAGE, type TokenPurpose } from '#shared/schemas/staff-users.ts'
import { hashToken, newToken } from './session-repo.ts'

/**
 * Set-password and reset links. The link carries 32 random bytes; only their
 * SHA-256 is stored, so a leaked table opens no accounts. A token is single use:
 * `consumePasswordToken` marks it used in the same statement that checks it. A user
 * can hold an invite (set_password) and a reset link at once; using either ends both.
 */
export async function issuePasswordToken(
  tx: Queryable,
  options: { userId: number; purpose: TokenPurpose; validHours: number; now: Date },
): Promise<string> {
  // A fresh link replaces the unused ones of its kind: a lost or leaked older link stops
  // working. Only of its kind: a 'forgot password' request, which anyone can make for any
  // address, must never cancel an invite (set_password) the admin sent.
  await tx
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, options.userId),
        eq(oneTimeTokens.purpose, options.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    )
  const token = newToken()
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    purpose: options.purpose,
    expiresAt: new Date(options.now.getTime() + options.validHours * 60 * 60 * 1000),
    createdAt: options.now,
  })
  return token
}

/** Unknown or forged: 400. Known but used or expired: 410. Same message either way. */
export const invalidLink = () => new AppError(400, 'bad_request', INVALID_LINK_MESSAGE)
export const expiredLink = () => new AppError(410, 'bad_request', INVALID_LINK_MESSAGE)

function tokenHashOf(token: string): string | null {
  // Our tokens are 43 base64url characters; anything else cannot be one.
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashToken(token) : null
}

/** The user a usable token belongs to, without using it (the page's check). */
export async function checkPasswordToken(db: Queryable, token: string, now: Date) {
  const tokenHash = tokenHashOf(token)
  if (!tokenHash) throw invalidLink()
  const [row] = await db
    .select({
      userId: oneTimeTokens.userId,
      purpose: oneTimeTokens.purpose,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
      email: staffUsers.email,
    })
    .from(oneTimeTokens)
    .innerJoin(staffUsers, eq(oneTimeTokens.userId, staffUsers.id))
    .where(eq(oneTimeTokens.tokenHash, tokenHash))
    .limit(1)
  if (!row) throw invalidLink()
  if (row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw expiredLink()
  return row
}

/**
 * Uses the token: one UPDATE that only matches an unused, unexpired row, so two
 * requests racing with the same link cannot both succeed. Returns the user id.
 */
export async function consumePasswordToken(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<number> {
  await checkPasswordToken(tx, token, now)
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId })
  if (!row) throw expiredLink()
  // The password is chosen now: any other link still open for this user is spent too.
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, row.userId), isNull(oneTimeTokens.usedAt)))
  return row.userId
}

/** Expired links, used or not: refused either way, so their rows are dead. Returns how many went. */
export async function deleteExpiredTokens(db: Queryable, now: Date): Promise<number> {
  const deleted = await db
    .delete(oneTimeTokens)
    .where(lte(oneTimeTokens.expiresAt, now))
    .returning({ id: oneTimeTokens.tokenHash })
  return deleted.length
}
