import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { trustedDevices } from '#server/db/schema/staff.ts'
import { hashToken, newToken } from './sessions.ts'

/**
 * Browsers that have signed in to an account before (OWASP, "Slow Down Online Guessing
 * Attacks with Device Cookies"). A successful sign-in gives the browser a random token
 * in a long-lived cookie; only its SHA-256 is stored, tied to the account. Sign-in
 * attempts carrying it are counted on their own (login-throttle.ts), so strangers'
 * failures never slow the owner down.
 */

/** A browser stays trusted this long after its last successful sign-in (housekeeping then removes it). */
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000

/**
 * One cookie holds a token per account signed in from that browser (a shop's shared
 * computer used by the admin and the editor), newest first, up to this many.
 */
const MAX_TOKENS_PER_COOKIE = 5
const MAX_COOKIE_LENGTH = MAX_TOKENS_PER_COOKIE * 44
/** newToken(): 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export interface TrustedDevice {
  token: string
  tokenHash: string
}

/** The tokens in a device cookie's value ('.'-separated); anything else is ignored. */
export function parseDeviceCookie(value: string | undefined): string[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return []
  return value
    .split('.')
    .filter((token) => TOKEN_SHAPE.test(token))
    .slice(0, MAX_TOKENS_PER_COOKIE)
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

/** The cookie's new value: the new token first, then the browser's other accounts' tokens. */
export function deviceCookieValue(
  token: string,
  presented: readonly string[],
  replaced: TrustedDevice | undefined,
): string {
  return [token, ...presented.filter((t) => t !== replaced?.token)]
    .slice(0, MAX_TOKENS_PER_COOKIE)
    .join('.')
}
