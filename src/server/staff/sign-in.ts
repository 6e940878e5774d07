import type { AppDeps } from '#server/app-env.ts'
import { AppError } from '#server/http/errors.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { admitSignInAttempt, forgiveSignInAttempt } from './login-throttle.ts'
import { openSession } from './open-session.ts'
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts'
import type { OpenedSession, SigningInBrowser } from './session-cookie.ts'
import { findStaffByEmail, recordSignIn } from './staff-repo.ts'
import { findTrustedDevice } from './trusted-device-repo.ts'

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid credentials')

/**
 * `POST /api/auth/login`: checks the password under the sign-in throttle and opens a
 * session. 401 the same way (same work, same answer) whether the email is unknown or
 * the password wrong; 429 from the throttle checks nothing.
 */
export async function signInStaff(
  deps: Pick<AppDeps, 'db' | 'config'>,
  attempt: {
    email: string
    password: string
    /** The caller's address key (callerKey), for the per-address throttle. */
    address: string
    browser: SigningInBrowser
    now: Date
  },
): Promise<{ user: StaffUser; opened: OpenedSession }> {
  const { db } = deps
  const { email, password, browser, now } = attempt
  const user = await findStaffByEmail(db, email)
  const device = user ? await findTrustedDevice(db, browser.deviceTokens, user.id, now) : undefined
  // Counted as a failure before the password is checked; 429 here checks nothing.
  const admitted = await admitSignInAttempt(db, {
    email,
    address: attempt.address,
    device,
    now,
  })
  const passwordOk = await verifyPassword(
    password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  )
  if (!user?.passwordHash || !passwordOk) throw invalidCredentials()

  const storedHash = user.passwordHash
  // A hash made at an older, cheaper cost is stored again at today's (hashed before
  // the transaction: it takes a while and needs no lock).
  const rehashed = needsRehash(storedHash) ? await hashPassword(password) : undefined
  const opened = await db.transaction(async (tx) => {
    await forgiveSignInAttempt(tx, admitted)
    await recordSignIn(tx, user.id, now, rehashed ? { storedHash, rehashed } : undefined)
    return openSession(tx, {
      userId: user.id,
      browser,
      replacing: device,
      ttlMs: deps.config.sessionTtlMs,
      now,
    })
  })
  return { user: { id: user.id, name: user.name, email: user.email, role: user.role }, opened }
}
