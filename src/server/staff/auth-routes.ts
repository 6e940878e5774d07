import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { loginRequestSchema } from '../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { staffUsers } from '../db/schema/staff'
import { clientIp } from '../http/client-ip'
import { AppError } from '../http/errors'
import { currentStaff } from '../http/require-staff'
import { validate } from '../http/validate'
import { clearEmailFailures, recordFailure, throttleKeys, throttleWait } from './login-throttle'
import { decoyPasswordHash, verifyPassword } from './password'
import { clearSessionCookie, setSessionCookie } from './session-cookie'
import { createSession, deleteSession, SESSION_COOKIE } from './sessions'
import { findStaffByEmail } from './staff-repo'

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid credentials')

/** `/api/auth`: sign in, sign out, and who am I. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post('/login', validate('json', loginRequestSchema), async (c) => {
      const { email, password } = c.req.valid('json')
      const now = deps.now()
      const keys = throttleKeys(email, clientIp(c, config.trustProxyHops))
      const waitMs = await throttleWait(db, keys, now)
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000)
        throw new AppError(
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          undefined,
          { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
        )
      }
      const user = await findStaffByEmail(db, email)
      // Same work and same answer whether the email is unknown or the password wrong.
      const passwordOk = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      )
      if (!user?.passwordHash || !passwordOk) {
        await recordFailure(db, keys, now)
        throw invalidCredentials()
      }
      // A new session id on every sign-in: a token planted before login is worthless after.
      const previous = getCookie(c, SESSION_COOKIE)
      const session = await db.transaction(async (tx) => {
        if (previous) await deleteSession(tx, previous)
        await clearEmailFailures(tx, keys.email)
        await tx.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id))
        return createSession(tx, {
          userId: user.id,
          ttlMs: config.sessionTtlMs,
          now,
          userAgent: c.req.header('user-agent'),
          ip: keys.ip.slice(3),
        })
      })
      setSessionCookie(c, config, session.token, session.expiresAt)
      c.header('Cache-Control', 'no-store')
      return c.json({ user: { id: user.id, name: user.name, email: user.email, role: user.role } })
    })
    .post('/logout', async (c) => {
      const token = getCookie(c, SESSION_COOKIE)
      if (token) await deleteSession(db, token)
      clearSessionCookie(c, config)
      return c.body(null, 204)
    })
    .get('/me', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ user: await currentStaff(c, deps) })
    })
}
