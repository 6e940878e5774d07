import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { trustedDevices } from '#server/db/schema/staff.ts'
import { hashToken, newToken } from './session-repo.ts'

/**
 * Browsers that have signed in to an account before (OWASP, "Slow Down Online Guessing
 * Attacks with Device Cookies"). A successful sign-in gives the browser a random token
 * in a long-lived cookie; only its SHA-256 is stored, tied to the account. Sign-in
 * attempts carrying it are counted on their own (login-throttle.ts), so strangers'
 * failures never slow the owner down.
 */

/** A browser stays trusted this long after its last successful sign-in (housekeeping then removes it). */
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000

export interface TrustedDevice {
  token: string
  tokenHash: string
}

/** The device among `tokens` trusted for the account `userId`, if there is one. */
export async function findTrustedDevice(
  db: Queryable,
  tokens: readonly string[],
  userId: number,
  now: Date,
): Promise<TrustedDevice | undefined> {
  if (tokens.length === 0) return undefined
  const hashes = tokens.map(hashToken)
  const [row] = await db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(
      and(
        inArray(trustedDevices.tokenHash, hashes),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS)),
      ),
    )
    .limit(1)
  if (!row) return undefined
  return { tokenHash: row.tokenHash, token: tokens[hashes.indexOf(row.tokenHash)]! }
}

/** The browser is a stranger to its account from now on. */
export async function forgetDevice(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash))
}

/**
 * After a successful sign-in: trusts the browser for `userId` under a fresh token,
 * replacing the one it showed for that account. Returns the new token.
 */
export async function trustDevice(
  db: Queryable,
  options: { userId: number; replacing: TrustedDevice | undefined; now: Date },
): Promise<string> {
  if (options.replacing) await forgetDevice(db, options.replacing.tokenHash)
  const token = newToken()
  await db.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    createdAt: options.now,
    lastUsedAt: options.now,
  })
  return token
}

/** Browsers not signed in from for DEVICE_TRUST_MS: trusted no more. Returns how many went. */
export async function forgetStaleDevices(db: Queryable, now: Date): Promise<number> {
  const deleted = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS)))
    .returning({ id: trustedDevices.tokenHash })
  return deleted.length
}
