import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { clientIp } from '#server/http/client-ip.ts'
import { rateLimit } from '#server/http/rate-limit.ts'
import { validate } from '#server/http/validate.ts'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  setPasswordRequestSchema,
} from '#shared/schemas/staff-users.ts'
import { checkPasswordToken, consumePasswordToken } from './one-time-token-repo.ts'
import { hashPassword } from './password.ts'
import { forgotPerIp, requestPasswordReset } from './password-forgot.ts'
import {
  deviceCookieValue,
  parseDeviceCookie,
  readDeviceCookie,
  readSessionCookie,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie.ts'
import { createSession, deleteSession, deleteUserSessions } from './session-repo.ts'
import { setStaffPassword } from './staff-repo.ts'
import { trustDevice } from './trusted-device-repo.ts'

const checkQuery = z.object({ token: z.string().max(200).optional().default('') })

/** `/api/auth/password`: set a password from a one-time link, and ask for a reset link. */
export function passwordRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Answers carry who a link belongs to: never cached.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .get('/check', validate('query', checkQuery), async (c) => {
      const row = await checkPasswordToken(db, c.req.valid('query').token, deps.now())
      return c.json({ email: row.email, purpose: row.purpose })
    })
    .post('/set', validate('json', setPasswordRequestSchema), async (c) => {
      const { token, password } = c.req.valid('json')
      const now = deps.now()
      // Checked before the slow hash so a bad link answers at once.
      await checkPasswordToken(db, token, now)
      const passwordHash = await hashPassword(password)
      const previous = readSessionCookie(c, config)
      const { user, session, deviceToken } = await db.transaction(async (tx) => {
        const userId = await consumePasswordToken(tx, token, now)
        // Every other session of this user ends: whoever knew the old password is out.
        await deleteUserSessions(tx, userId)
        if (previous) await deleteSession(tx, previous)
        const updated = await setStaffPassword(tx, userId, passwordHash, { now, signedIn: true })
        const created = await createSession(tx, {
          userId,
          ttlMs: config.sessionTtlMs,
          now,
          userAgent: c.req.header('user-agent'),
          ip: clientIp(c, config.trustProxy),
        })
        // Choosing the password signs in: this browser is one the owner uses (login-throttle.ts).
        const trusted = await trustDevice(tx, { userId, replacing: undefined, now })
        return { user: updated!, session: created, deviceToken: trusted }
      })
      setSessionCookie(c, config, session.token, session.expiresAt)
      const presented = parseDeviceCookie(readDeviceCookie(c, config))
      setDeviceCookie(c, config, deviceCookieValue(deviceToken, presented, undefined), now)
      return c.json({ user })
    })
    .post(
      '/forgot',
      rateLimit(deps, forgotPerIp),
      validate('json', forgotPasswordRequestSchema),
      async (c) => {
        await requestPasswordReset(db, c.req.valid('json').email, config.siteOrigin, deps.now())
        return c.json({ message: FORGOT_PASSWORD_MESSAGE }, 202)
      },
    )
}
