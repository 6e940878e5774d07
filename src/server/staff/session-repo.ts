import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, lte, or } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { sessions, staffUsers } from '#server/db/schema/staff.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'

/** The cookie's name over plain HTTP; over HTTPS it carries the `__Host-` prefix (session-cookie.ts). */
export const SESSION_COOKIE = 'meatshop_session'

/**
 * `last_seen_at` is written at most this often: a session in use is bumped about once
 * a minute instead of on every request, and the idle timeout is minutes long anyway.
 */
const LAST_SEEN_RESOLUTION_MS = 60_000

/** Only the hash of a session token is stored: a leaked table grants no sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export interface NewSession {
  userId: number
  ttlMs: number
  now: Date
  userAgent?: string | undefined
  ip?: string | undefined
}

export async function createSession(
  db: Queryable,
  s: NewSession,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(s.now.getTime() + s.ttlMs)
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: s.userId,
    expiresAt,
    createdAt: s.now,
    lastSeenAt: s.now,
    userAgent: s.userAgent?.slice(0, 300),
    ip: s.ip,
  })
  // Ended sessions (past their lifetime or idle too long) are refused at once and
  // removed by housekeeping (src/server/housekeeping), not here on the sign-in path.
  return { token, expiresAt }
}

/**
 * The staff member of a live session: not past its absolute lifetime, and used within
 * the last `idleMs`. Using it slides the idle deadline (see LAST_SEEN_RESOLUTION_MS).
 */
export async function findSessionUser(
  db: Queryable,
  token: string,
  now: Date,
  idleMs: number,
): Promise<StaffUser | null> {
  if (token.length < 20 || token.length > 100) return null
  const idHash = hashToken(token)
  const [row] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(sessions.userId, staffUsers.id))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .limit(1)
  if (!row) return null
  const { lastSeenAt, ...user } = row
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, now)))
  }
  return user
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)))
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/**
 * Sessions past their absolute lifetime, or idle for `idleMs` (SESSION_IDLE_MINUTES):
 * refused either way, so removing them changes nothing. Returns how many went.
 */
export async function deleteEndedSessions(db: Queryable, now: Date, idleMs: number) {
  const deleted = await db
    .delete(sessions)
    .where(
      or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - idleMs))),
    )
    .returning({ id: sessions.idHash })
  return deleted.length
}
