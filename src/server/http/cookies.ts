import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import type { Config } from '#server/config.ts'
import { forwardedHttps } from './client-ip.ts'

/** `Secure` when the shop is reached over HTTPS, directly or behind our proxy. */
export function isHttps(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https://')) return true
  if (forwardedHttps(c, config.trustProxy)) return true
  return new URL(c.req.url).protocol === 'https:'
}

/** A cookie's name on the wire: what `prefix: 'host'` below makes of it over HTTPS. */
export function cookieName(base: string, https: boolean): string {
  return https ? `__Host-${base}` : base
}

/**
 * Flags shared by setting and clearing. Over HTTPS the `__Host-` prefix (Hono checks its
 * rules: Secure, Path=/, no Domain): the browser then keeps it only from this very host,
 * so a sibling subdomain or a plain-HTTP page cannot plant or overwrite it. Over HTTPS
 * only the prefixed name is read, since a cookie without it there may have been planted.
 */
export function cookieOptions(c: Context, config: Config): CookieOptions {
  const flags = { httpOnly: true, sameSite: 'Lax', path: '/' } as const
  return isHttps(c, config)
    ? { ...flags, secure: true, prefix: 'host' }
    : { ...flags, secure: false }
}

export function readCookie(c: Context, config: Config, base: string): string | undefined {
  return getCookie(c, base, isHttps(c, config) ? 'host' : undefined)
}

export function writeCookie(
  c: Context,
  config: Config,
  base: string,
  value: string,
  expires: Date,
): void {
  setCookie(c, base, value, { ...cookieOptions(c, config), expires })
}
