import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { StaffUser } from '../../shared/schemas/auth'
import type { Queryable } from '../db/client'
import { sessions, staffUsers } from '../db/schema/staff'

export const SESSION_COOKIE = 'meatshop_session'

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
    userAgent: s.userAgent?.slice(0, 300),
    ip: s.ip,
  })
  // Housekeeping rides along with sign-ins instead of needing a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, s.now))
  return { token, expiresAt }
}

export async function findSessionUser(
  db: Queryable,
  token: string,
  now: Date,
): Promise<StaffUser | null> {
  if (token.length < 20 || token.length > 100) return null
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(sessions.userId, staffUsers.id))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1)
  return rows[0] ?? null
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)))
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
