import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { callerKey } from '#server/http/rate-limit.ts'
import { currentStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '#shared/schemas/auth.ts'
import {
  clearSessionCookie,
  readSessionCookie,
  setSignInCookies,
  signingInBrowser,
} from './session-cookie.ts'
import { deleteSession } from './session-repo.ts'
import { signInStaff } from './sign-in.ts'
import { staffDocs } from './staff-docs.ts'

/** `/api/auth`: sign in, sign out, and who am I. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  return new Hono<AppEnv>()
    .post(
      '/login',
      staffDocs('Sign in to the back office', { 200: loginResponseSchema }),
      validate('json', loginRequestSchema),
      async (c) => {
        const now = deps.now()
        const { user, opened } = await signInStaff(deps, {
          ...c.req.valid('json'),
          address: callerKey(c, deps),
          browser: signingInBrowser(c, config),
          now,
        })
        setSignInCookies(c, config, opened, now)
        return c.json({ user })
      },
    )
    .post(
      '/logout',
      staffDocs('Sign out of the back office', {
        204: { description: 'Signed out; the session cookie is cleared.' },
      }),
      async (c) => {
        // The device cookie stays: this browser is still one the owner has signed in from.
        const token = readSessionCookie(c, config)
        if (token) await deleteSession(db, token)
        clearSessionCookie(c, config)
        return c.body(null, 204)
      },
    )
    .get(
      '/me',
      staffDocs('The signed-in staff member, or null', { 200: meResponseSchema }),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        return c.json({ user: await currentStaff(c, deps) })
      },
    )
}
