import { sql } from 'drizzle-orm'
import type { Transaction } from './client.ts'

/** Lock ids agreed by every process; each names one start-up task. */
export const lockIds = {
  seed: 7_320_452,
  firstStaff: 7_320_453,
} as const

/** Holds a transaction-scoped advisory lock, released at commit or rollback. */
export async function lockForTransaction(tx: Transaction, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${id})`)
}
