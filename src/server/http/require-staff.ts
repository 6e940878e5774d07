import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { StaffRole } from '../../shared/roles'
import type { StaffUser } from '../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../app-env'
import { findSessionUser, SESSION_COOKIE } from '../staff/sessions'
import { forbidden, unauthenticated } from './errors'

/** The signed-in staff member for this request, or null. */
export async function currentStaff(c: Context, deps: AppDeps): Promise<StaffUser | null> {
  const token = getCookie(c, SESSION_COOKIE)
  if (!token) return null
  return findSessionUser(deps.db, token, deps.now())
}

/**
 * Every back-office route sits behind this: 401 without a valid session, 403 when
 * the role is not among `roles`. Defaults to any staff role.
 */
export function requireRole(deps: AppDeps, ...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE)
    const staff = token ? await findSessionUser(deps.db, token, deps.now()) : null
    if (!staff) throw unauthenticated()
    if (roles.length > 0 && !roles.includes(staff.role)) throw forbidden()
    c.set('staff', staff)
    c.set('sessionToken', token!)
    // Back-office answers are personal: never cache them anywhere.
    c.header('Cache-Control', 'no-store')
    await next()
  }
}

export const requireStaff = (deps: AppDeps) => requireRole(deps)
export const requireAdmin = (deps: AppDeps) => requireRole(deps, 'admin')
