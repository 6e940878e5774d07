import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, ne, notInArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { orderAccessTokens } from '#server/db/schema/orders.ts'

/**
 * Order links are secrets (docs/security.md): `/orders/<token>` with 128 random bits,
 * of which only a SHA-256 is stored. A token is minted when the order is placed and
 * whenever a message or the lookup form needs a link, since a stored hash cannot be
 * turned back into a link.
 */
export const ORDER_TOKEN_BYTES = 16

/** The base64url form of 16 bytes: exactly 22 characters of [A-Za-z0-9_-]. */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** The first token (the confirmation's) and the newest ones; older extra ones are dropped. */
export const MAX_ORDER_ACCESS_TOKENS = 20

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new token for the order, its hash stored; the caller's transaction commits it. */
export async function mintOrderAccessToken(
  db: Queryable,
  orderId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(ORDER_TOKEN_BYTES).toString('base64url')
  await db
    .insert(orderAccessTokens)
    .values({ tokenHash: hashOrderToken(token), orderId, createdAt: now })
  await dropOldestTokens(db, orderId)
  return token
}

/** The order a token opens, or null (a malformed token is not looked up). */
export async function orderIdForToken(db: Queryable, token: string): Promise<string | null> {
  if (!ORDER_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.tokenHash, hashOrderToken(token)))
  return row?.orderId ?? null
}

/** Keeps the first token and the newest ones, at most MAX_ORDER_ACCESS_TOKENS in all. */
async function dropOldestTokens(db: Queryable, orderId: string): Promise<void> {
  const rows = await db
    .select({ tokenHash: orderAccessTokens.tokenHash })
    .from(orderAccessTokens)
    .where(eq(orderAccessTokens.orderId, orderId))
    .orderBy(asc(orderAccessTokens.createdAt), asc(orderAccessTokens.tokenHash))
  if (rows.length <= MAX_ORDER_ACCESS_TOKENS) return
  const [first, ...rest] = rows
  const drop = rest.slice(0, rows.length - MAX_ORDER_ACCESS_TOKENS).map((r) => r.tokenHash)
  await db.delete(orderAccessTokens).where(
    and(
      eq(orderAccessTokens.orderId, orderId),
      ne(orderAccessTokens.tokenHash, first!.tokenHash),
      notInArray(
        orderAccessTokens.tokenHash,
        rest.slice(drop.length).map((r) => r.tokenHash),
      ),
    ),
  )
}
