import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { validate } from '#server/http/validate.ts'
import { loginResponseSchema } from '#shared/schemas/auth.ts'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordTokenCheckResponseSchema,
  setPasswordRequestSchema,
} from '#shared/schemas/staff-users.ts'
import { checkPasswordToken } from './one-time-token-repo.ts'
import { forgotPasswordRateLimits, requestPasswordReset } from './password-forgot.ts'
import { setSignInCookies, signingInBrowser } from './session-cookie.ts'
import { setPasswordFromLink } from './set-password.ts'
import { staffDocs } from './staff-docs.ts'

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
    .get(
      '/check',
      staffDocs('Whose set-password or reset link this is', {
        200: passwordTokenCheckResponseSchema,
      }),
      validate('query', checkQuery),
      async (c) => {
        const row = await checkPasswordToken(db, c.req.valid('query').token, deps.now())
        return c.json({ email: row.email, purpose: row.purpose })
      },
    )
    .post(
      '/set',
      staffDocs('Choose a password from a one-time link, and sign in', {
        200: loginResponseSchema,
      }),
      validate('json', setPasswordRequestSchema),
      async (c) => {
        const now = deps.now()
        const { user, opened } = await setPasswordFromLink(deps, {
          ...c.req.valid('json'),
          browser: signingInBrowser(c, config),
          now,
        })
        setSignInCookies(c, config, opened, now)
        return c.json({ user })
      },
    )
    .post(
      '/forgot',
      staffDocs('Ask for a password reset link', { 202: forgotPasswordResponseSchema }),
      forgotPasswordRateLimits.perAddress(deps),
      validate('json', forgotPasswordRequestSchema),
      async (c) => {
        await requestPasswordReset(db, c.req.valid('json').email, config.siteOrigin, deps.now())
        return c.json({ message: FORGOT_PASSWORD_MESSAGE }, 202)
      },
    )
}
