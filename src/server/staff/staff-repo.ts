import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import type { StaffRole } from '#shared/roles.ts'

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
