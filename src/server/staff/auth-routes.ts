import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { clientIp } from '#server/http/client-ip.ts'
import { AppError } from '#server/http/errors.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { currentStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { loginRequestSchema } from '#shared/schemas/auth.ts'
import { admitSignInAttempt, forgiveSignInAttempt } from './login-throttle.ts'
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts'
import {
  clearSessionCookie,
  deviceCookieValue,
  parseDeviceCookie,
  readDeviceCookie,
  readSessionCookie,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie.ts'
import { createSession, deleteSession } from './session-repo.ts'
import { findStaffByEmail, recordSignIn } from './staff-repo.ts'
import { findTrustedDevice, trustDevice } from './trusted-device-repo.ts'

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid credentials')

/** `/api/auth`: sign in, sign out, and who am I. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post('/login', validate('json', loginRequestSchema), async (c) => {
      const { email, password } = c.req.valid('json')
      const now = deps.now()
      const user = await findStaffByEmail(db, email)
      const deviceTokens = parseDeviceCookie(readDeviceCookie(c, config))
      const device = user ? await findTrustedDevice(db, deviceTokens, user.id, now) : undefined
      // Counted as a failure before the password is checked; 429 here checks nothing.
      const admitted = await admitSignInAttempt(db, {
        email,
        address: callerKey(c, deps),
        device,
        now,
      })
      // Same work and same answer whether the email is unknown or the password wrong.
      const passwordOk = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      )
      if (!user?.passwordHash || !passwordOk) throw invalidCredentials()

      const storedHash = user.passwordHash
      // A hash made at an older, cheaper cost is stored again at today's (hashed before
      // the transaction: it takes a while and needs no lock).
      const rehashed = needsRehash(storedHash) ? await hashPassword(password) : undefined
      // A new session id on every sign-in: a token planted before login is worthless after.
      const previous = readSessionCookie(c, config)
      const { session, deviceToken } = await db.transaction(async (tx) => {
        if (previous) await deleteSession(tx, previous)
        await forgiveSignInAttempt(tx, admitted)
        await recordSignIn(tx, user.id, now, rehashed ? { storedHash, rehashed } : undefined)
        const newDeviceToken = await trustDevice(tx, { userId: user.id, replacing: device, now })
        const created = await createSession(tx, {
          userId: user.id,
          ttlMs: config.sessionTtlMs,
          now,
          userAgent: c.req.header('user-agent'),
          ip: clientIp(c, config.trustProxy),
        })
        return { session: created, deviceToken: newDeviceToken }
      })
      setSessionCookie(c, config, session.token, session.expiresAt)
      setDeviceCookie(c, config, deviceCookieValue(deviceToken, deviceTokens, device), now)
      c.header('Cache-Control', 'no-store')
      return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } })
    })
    .post('/logout', async (c) => {
      // The device cookie stays: this browser is still one the owner has signed in from.
      const token = readSessionCookie(c, config)
      if (token) await deleteSession(db, token)
      clearSessionCookie(c, config)
      return c.body(null, 204)
    })
    .get('/me', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ user: await currentStaff(c, deps) })
    })
}
