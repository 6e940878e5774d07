import { sql } from 'drizzle-orm'
import type { Transaction } from './client.ts'

/** Lock ids agreed by every process; each names one start-up task. */
export const lockIds = {
  seed: 7_320_452,
  firstStaff: 7_320_453,
  /** Settings: mapping cities to zones (one city, at most one zone). */
  zoneCities: 7_320_454,
} as const

/** Holds a transaction-scoped advisory lock, released at commit or rollback. */
export async function lockForTransaction(tx: Transaction, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${id})`)
}

/**
 * Holds transaction-scoped advisory locks on `(namespace, hashtext(key))` for each
 * pair, taken in the order given (so callers agree on an order and cannot deadlock).
 * The two-key form never meets the single-key locks above.
 */
export async function lockKeysForTransaction(
  tx: Transaction,
  locks: readonly { namespace: number; key: string }[],
): Promise<void> {
  if (locks.length === 0) return
  const calls = locks.map((l) => sql`pg_advisory_xact_lock(${l.namespace}, hashtext(${l.key}))`)
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`)
}
