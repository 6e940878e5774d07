import type { Config } from '#server/config.ts'
import { lockForTransaction, lockIds } from '#server/db/advisory-lock.ts'
import type { Database } from '#server/db/client.ts'
import { generatePassword, hashPassword } from './password.ts'
import { countStaff, insertStaff } from './staff-repo.ts'

export interface GeneratedCredential {
  role: 'admin' | 'editor'
  email: string
  password: string
}

/**
 * On first start, with no staff at all, creates the admin and the editor from the
 * environment. A password given there has 12+ characters (config.ts stops the start
 * otherwise, as for passwords staff choose); a password not given is generated and
 * returned so the caller can print it once. Either is stored only as a scrypt hash at
 * today's cost.
 */
export async function ensureFirstStaff(
  db: Database,
  firstStaff: Config['firstStaff'],
  now: Date,
): Promise<GeneratedCredential[]> {
  if ((await countStaff(db)) > 0) return []
  const generated: GeneratedCredential[] = []
  const accounts = [
    { role: 'admin' as const, ...firstStaff.admin },
    { role: 'editor' as const, ...firstStaff.editor },
  ]
  const prepared = await Promise.all(
    accounts.map(async (account) => {
      const password = account.password ?? generatePassword()
      if (!account.password) generated.push({ role: account.role, email: account.email, password })
      return { ...account, passwordHash: await hashPassword(password) }
    }),
  )
  await db.transaction(async (tx) => {
    // Two processes starting together: only the first one creates the accounts.
    await lockForTransaction(tx, lockIds.firstStaff)
    if ((await countStaff(tx)) > 0) {
      generated.length = 0
      return
    }
    for (const account of prepared) {
      if (account.role === 'editor' && account.email === firstStaff.admin.email) continue
      await insertStaff(tx, { ...account, now })
    }
  })
  return generated
}
