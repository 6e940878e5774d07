import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { verifiedPhones } from '#server/db/schema/phone-verification.ts'

/** Every query on `verified_phones`: numbers verified on a device (docs/security.md). */

/** A number stays verified on the device this long after its code was entered. */
export const VERIFIED_PHONE_MS = 180 * 24 * 60 * 60 * 1000

/** Numbers one device keeps verified (a household's phones); the oldest is forgotten first. */
export const MAX_VERIFIED_PHONES_PER_DEVICE = 5

export async function isVerifiedOnDevice(
  db: Queryable,
  deviceHash: string,
  phoneKey: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ phoneKey: verifiedPhones.phoneKey })
    .from(verifiedPhones)
    .where(
      and(
        eq(verifiedPhones.deviceHash, deviceHash),
        eq(verifiedPhones.phoneKey, phoneKey),
        gt(verifiedPhones.expiresAt, now),
      ),
    )
  return row !== undefined
}

/** Remembers (or renews) the number on the device, keeping the device's newest few. */
export async function rememberVerifiedPhone(
  db: Queryable,
  deviceHash: string,
  phoneKey: string,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + VERIFIED_PHONE_MS)
  await db
    .insert(verifiedPhones)
    .values({ deviceHash, phoneKey, verifiedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [verifiedPhones.deviceHash, verifiedPhones.phoneKey],
      set: { verifiedAt: now, expiresAt },
    })
  const kept = await db
    .select({ phoneKey: verifiedPhones.phoneKey })
    .from(verifiedPhones)
    .where(eq(verifiedPhones.deviceHash, deviceHash))
    .orderBy(asc(verifiedPhones.verifiedAt))
  if (kept.length <= MAX_VERIFIED_PHONES_PER_DEVICE) return
  const newest = kept.slice(-MAX_VERIFIED_PHONES_PER_DEVICE).map((r) => r.phoneKey)
  await db
    .delete(verifiedPhones)
    .where(
      and(eq(verifiedPhones.deviceHash, deviceHash), notInArray(verifiedPhones.phoneKey, newest)),
    )
}

/** Housekeeping: verifications past their 180 days. */
export async function deleteExpiredVerifiedPhones(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(verifiedPhones)
    .where(lt(verifiedPhones.expiresAt, now))
    .returning({ phoneKey: verifiedPhones.phoneKey })
  return gone.length
}
