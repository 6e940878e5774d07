import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { searchWhere } from '#server/admin-catalog/admin-list.ts'
import type { Queryable } from '#server/db/client.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import type { AdminStaffUser, StaffRoleFilter } from '#shared/schemas/staff-users.ts'

/** The columns an admin may see: never the password hash. */
export const staffUserView = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  lastLoginAt: staffUsers.lastLoginAt,
  createdAt: staffUsers.createdAt,
  updatedAt: staffUsers.updatedAt,
}

export interface StaffUserRow {
  id: number
  name: string
  email: string
  role: AdminStaffUser['role']
  lastLoginAt: Date | null
  createdAt: Date
  updatedAt: Date
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
