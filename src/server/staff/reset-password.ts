import type { Database } from '#server/db/client.ts'
import { generatePassword, hashPassword } from './password.ts'
import { deleteUserSessions } from './session-repo.ts'
import { findStaffByEmail, setStaffPassword } from './staff-repo.ts'

export class ResetPasswordError extends Error {}

/**
 * Sets a new password for a staff member and signs them out everywhere, so a
 * password that leaked stops working at once. Returns the new password.
 */
export async function resetStaffPassword(
  db: Database,
  email: string,
  options: { password?: string | undefined; minLength: number; now: Date },
): Promise<{ email: string; password: string }> {
  const user = await findStaffByEmail(db, email)
  if (!user) throw new ResetPasswordError(`No staff member has the email ${email}.`)
  const password = options.password ?? generatePassword()
  if (password.length < options.minLength) {
    throw new ResetPasswordError(`The password must be at least ${options.minLength} characters.`)
  }
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await setStaffPassword(tx, user.id, passwordHash, { now: options.now, signedIn: false })
    await deleteUserSessions(tx, user.id)
  })
  return { email: user.email, password }
}
