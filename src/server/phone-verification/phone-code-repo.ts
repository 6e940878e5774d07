import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { phoneCodes } from '#server/db/schema/phone-verification.ts'

/** Every query on `phone_codes` (docs/security.md, verified phones). */

export interface StoredPhoneCode {
  id: number
  codeHash: string
  wrongTries: number
  createdAt: Date
  expiresAt: Date
}

export async function insertPhoneCode(
  db: Queryable,
  row: { phoneKey: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(phoneCodes).values(row).returning({ id: phoneCodes.id })
  return inserted!.id
}

/** When the newest code for the number was sent, spent or not: what 'Resend code' waits on. */
export async function newestCodeSentAt(db: Queryable, phoneKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(eq(phoneCodes.phoneKey, phoneKey))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1)
  return row?.createdAt ?? null
}

/**
 * The number's codes still good at `now`, newest first, locked until the transaction
 * ends: two entries at once cannot both spend one code, nor both count one wrong try.
 * At most a few exist (three sends per 15 minutes).
 */
export async function lockLiveCodes(
  tx: Queryable,
  phoneKey: string,
  now: Date,
): Promise<StoredPhoneCode[]> {
  return tx
    .select({
      id: phoneCodes.id,
      codeHash: phoneCodes.codeHash,
      wrongTries: phoneCodes.wrongTries,
      createdAt: phoneCodes.createdAt,
      expiresAt: phoneCodes.expiresAt,
    })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneKey, phoneKey),
        isNull(phoneCodes.spentAt),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(10)
    .for('update')
}

/** Spends every live code of the number: the right one was entered. */
export async function spendCodes(tx: Queryable, phoneKey: string, now: Date): Promise<void> {
  await tx
    .update(phoneCodes)
    .set({ spentAt: now })
    .where(and(eq(phoneCodes.phoneKey, phoneKey), isNull(phoneCodes.spentAt)))
}

/** One more wrong entry against each of these codes. */
export async function countWrongTry(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(phoneCodes)
    .set({ wrongTries: sql`${phoneCodes.wrongTries} + 1` })
    .where(sql`${phoneCodes.id} in ${ids}`)
}

/** Housekeeping: codes sent before `before` (a day ago: no limit looks further back). */
export async function deleteOldPhoneCodes(db: Queryable, before: Date): Promise<number> {
  const gone = await db
    .delete(phoneCodes)
    .where(lt(phoneCodes.createdAt, before))
    .returning({ id: phoneCodes.id })
  return gone.length
}
