import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { Config } from '../config'
import { SESSION_COOKIE } from './sessions'

/** `Secure` when the shop is reached over HTTPS, directly or behind our proxy. */
function isHttps(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https://')) return true
  if (config.trustProxyHops && c.req.header('x-forwarded-proto') === 'https') return true
  return new URL(c.req.url).protocol === 'https:'
}

export function setSessionCookie(c: Context, config: Config, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, config),
    path: '/',
    expires: expiresAt,
  })
}

export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: isHttps(c, config),
    httpOnly: true,
    sameSite: 'Lax',
  })
}
