import type { AppDeps } from '#server/app-env.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { checkPasswordToken, consumePasswordToken } from './one-time-token-repo.ts'
import { openSession } from './open-session.ts'
import { hashPassword } from './password.ts'
import type { OpenedSession, SigningInBrowser } from './session-cookie.ts'
import { deleteUserSessions } from './session-repo.ts'
import { setStaffPassword } from './staff-repo.ts'

/**
 * `POST /api/auth/password/set`: spends a one-time link on a new password. Every other
 * session of the user ends (whoever knew the old password is out), and choosing the
 * password signs this browser in, trusted (login-throttle.ts).
 */
export async function setPasswordFromLink(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: { token: string; password: string; browser: SigningInBrowser; now: Date },
): Promise<{ user: StaffUser; opened: OpenedSession }> {
  const { db } = deps
  const { token, now } = request
  // Checked before the slow hash so a bad link answers at once.
  await checkPasswordToken(db, token, now)
  const passwordHash = await hashPassword(request.password)
  return db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, token, now)
    await deleteUserSessions(tx, userId)
    const user = await setStaffPassword(tx, userId, passwordHash, { now, signedIn: true })
    const opened = await openSession(tx, {
      userId,
      browser: request.browser,
      replacing: undefined,
      ttlMs: deps.config.sessionTtlMs,
      now,
    })
    return { user: user!, opened }
  })
}
