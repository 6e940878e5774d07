import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { clearSessionCookie, readSessionCookie } from '#server/staff/session-cookie.ts'
import { findSessionUser } from '#server/staff/session-repo.ts'
import type { StaffRole } from '#shared/roles.ts'
import type { StaffUser } from '#shared/schemas/auth.ts'
import { forbidden, unauthenticated } from './errors.ts'

/**
 * The session token sent with this request and its staff member, or null. A cookie
 * for a session that is over (expired, idle too long, signed out elsewhere) is
 * cleared, so the browser stops sending it.
 */
async function sessionOf(
  c: Context,
  deps: AppDeps,
): Promise<{ token: string; staff: StaffUser } | null> {
  const token = readSessionCookie(c, deps.config)
  if (!token) return null
  const staff = await findSessionUser(deps.db, token, deps.now(), deps.config.sessionIdleMs)
  if (!staff) {
    clearSessionCookie(c, deps.config)
    return null
  }
  return { token, staff }
}

/** The signed-in staff member for this request, or null. */
export async function currentStaff(c: Context, deps: AppDeps): Promise<StaffUser | null> {
  return (await sessionOf(c, deps))?.staff ?? null
}

/**
 * Every back-office route sits behind this: 401 without a valid session, 403 when
 * the role is not among `roles`. Defaults to any staff role.
 */
export function requireRole(deps: AppDeps, ...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await sessionOf(c, deps)
    if (!session) throw unauthenticated()
    if (roles.length > 0 && !roles.includes(session.staff.role)) throw forbidden()
    c.set('staff', session.staff)
    c.set('sessionToken', session.token)
    // Back-office answers are personal: never cache them anywhere.
    c.header('Cache-Control', 'no-store')
    await next()
  }
}

export const requireStaff = (deps: AppDeps) => requireRole(deps)
export const requireAdmin = (deps: AppDeps) => requireRole(deps, 'admin')
