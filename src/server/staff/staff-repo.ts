import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { searchWhere } from '#server/db/paging.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import type { StaffRole } from '#shared/roles.ts'
import type { AdminStaffUser, StaffRoleFilter } from '#shared/schemas/staff-users.ts'

/** The account signing in with this email (any case, surrounding spaces ignored). */
export function findStaffByEmail(db: Queryable, email: string) {
  return db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0])
}

export async function insertStaff(
  db: Queryable,
  user: { name: string; email: string; role: StaffRole; passwordHash: string | null; now: Date },
) {
  const [row] = await db
    .insert(staffUsers)
    .values({
      name: user.name,
      email: user.email.trim().toLowerCase(),
      role: user.role,
      passwordHash: user.passwordHash,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning()
  return row!
}

export async function countStaff(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers)
  return row?.n ?? 0
}

/** The columns an admin may see: never the password hash. */
export const staffUserView = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  lastLoginAt: staffUsers.lastLoginAt,
  createdAt: staffUsers.createdAt,
  updatedAt: staffUsers.updatedAt,
  // Whether the account still waits for its owner to choose a password (an invite).
  invitePending: sql<boolean>`${staffUsers.passwordHash} is null`,
}

export interface StaffUserRow {
  id: number
  name: string
  email: string
  role: AdminStaffUser['role']
  lastLoginAt: Date | null
  createdAt: Date
  updatedAt: Date
  invitePending: boolean
}

export function toAdminStaffUser(row: StaffUserRow): AdminStaffUser {
  return {
    ...row,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The Users list: name or email contains `q` (any case), optionally one role, by name. */
export async function listStaffUsers(
  db: Queryable,
  query: { q: string; role: StaffRoleFilter },
): Promise<AdminStaffUser[]> {
  const search = searchWhere(query.q, [staffUsers.name, staffUsers.email])
  if (search === null) return []
  const conditions: (SQL | undefined)[] = [
    search,
    query.role === 'all' ? undefined : eq(staffUsers.role, query.role),
  ]
  const rows = await db
    .select(staffUserView)
    .from(staffUsers)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${staffUsers.name})`), asc(staffUsers.id))
  return rows.map(toAdminStaffUser)
}

export async function findStaffUser(db: Queryable, id: number) {
  const [row] = await db.select(staffUserView).from(staffUsers).where(eq(staffUsers.id, id))
  return row
}

/** The account, locked until the transaction ends: its password cannot be chosen meanwhile. */
export async function lockStaffUser(tx: Queryable, id: number) {
  const [row] = await tx
    .select(staffUserView)
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .for('update')
  return row
}

/** Whether another account already uses `email` (stored lowercased). */
export async function emailTaken(db: Queryable, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(sql`lower(${staffUsers.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : ne(staffUsers.id, exceptId),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Locks every admin row for the rest of the transaction and returns their ids.
 * Two admins demoting or deleting each other at once queue here, and the second
 * sees the first's change, so the shop can never be left without an admin.
 */
export async function lockAdminIds(tx: Queryable): Promise<number[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'admin'))
    .for('update')
  return rows.map((r) => r.id)
}

/** Changes an account's name, email and role. */
export async function updateStaffUserRow(
  tx: Queryable,
  id: number,
  fields: { name: string; email: string; role: StaffRole },
  now: Date,
): Promise<void> {
  await tx
    .update(staffUsers)
    .set({ name: fields.name, email: fields.email, role: fields.role, updatedAt: now })
    .where(eq(staffUsers.id, id))
}

export async function deleteStaffUserRow(tx: Queryable, id: number): Promise<void> {
  await tx.delete(staffUsers).where(eq(staffUsers.id, id))
}

/** Stores a new password hash; `signedIn` when choosing it also signs the person in. */
export async function setStaffPassword(
  tx: Queryable,
  id: number,
  passwordHash: string,
  { now, signedIn }: { now: Date; signedIn: boolean },
) {
  const [row] = await tx
    .update(staffUsers)
    .set({ passwordHash, updatedAt: now, ...(signedIn ? { lastLoginAt: now } : {}) })
    .where(eq(staffUsers.id, id))
    .returning({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
  return row
}

/**
 * Records a sign-in. A hash made at an older, cheaper cost is replaced by `rehashed`,
 * unless the password was changed meanwhile (the stored hash is no longer `storedHash`).
 */
export async function recordSignIn(
  tx: Queryable,
  id: number,
  now: Date,
  rehash?: { storedHash: string; rehashed: string },
): Promise<void> {
  await tx.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, id))
  if (!rehash) return
  await tx
    .update(staffUsers)
    .set({ passwordHash: rehash.rehashed })
    .where(and(eq(staffUsers.id, id), eq(staffUsers.passwordHash, rehash.storedHash)))
}
