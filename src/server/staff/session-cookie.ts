import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import type { Config } from '#server/config.ts'
import { SESSION_COOKIE } from './session-repo.ts'
import { DEVICE_TRUST_MS, type TrustedDevice } from './trusted-device-repo.ts'

/** The browser's trusted-device cookie (trusted-device-repo.ts); plain name over HTTP. */
export const DEVICE_COOKIE = 'meatshop_device'

/**
 * One cookie holds a token per account signed in from that browser (a shop's shared
 * computer used by the admin and the editor), newest first, up to this many.
 */
const MAX_TOKENS_PER_COOKIE = 5
const MAX_COOKIE_LENGTH = MAX_TOKENS_PER_COOKIE * 44
/** newToken(): 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** `Secure` when the shop is reached over HTTPS, directly or behind our proxy. */
function isHttps(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https://')) return true
  if (config.trustProxyHops && c.req.header('x-forwarded-proto') === 'https') return true
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
function cookieOptions(c: Context, config: Config): CookieOptions {
  const flags = { httpOnly: true, sameSite: 'Lax', path: '/' } as const
  return isHttps(c, config)
    ? { ...flags, secure: true, prefix: 'host' }
    : { ...flags, secure: false }
}

function readCookie(c: Context, config: Config, base: string): string | undefined {
  return getCookie(c, base, isHttps(c, config) ? 'host' : undefined)
}

function writeCookie(c: Context, config: Config, base: string, value: string, expires: Date) {
  setCookie(c, base, value, { ...cookieOptions(c, config), expires })
}

export function readSessionCookie(c: Context, config: Config): string | undefined {
  return readCookie(c, config, SESSION_COOKIE)
}

export function setSessionCookie(c: Context, config: Config, token: string, expiresAt: Date): void {
  writeCookie(c, config, SESSION_COOKIE, token, expiresAt)
}

/** Same name and flags as when it was set, or the browser would keep the original. */
export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config))
}

export function readDeviceCookie(c: Context, config: Config): string | undefined {
  return readCookie(c, config, DEVICE_COOKIE)
}

/** `value` from deviceCookieValue(); it lasts as long as the browser stays trusted. */
export function setDeviceCookie(c: Context, config: Config, value: string, now: Date): void {
  writeCookie(c, config, DEVICE_COOKIE, value, new Date(now.getTime() + DEVICE_TRUST_MS))
}

/** The tokens in a device cookie's value ('.'-separated); anything else is ignored. */
export function parseDeviceCookie(value: string | undefined): string[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return []
  return value
    .split('.')
    .filter((token) => TOKEN_SHAPE.test(token))
    .slice(0, MAX_TOKENS_PER_COOKIE)
}

/** The cookie's new value: the new token first, then the browser's other accounts' tokens. */
export function deviceCookieValue(
  token: string,
  presented: readonly string[],
  replaced: TrustedDevice | undefined,
): string {
  return [token, ...presented.filter((t) => t !== replaced?.token)]
    .slice(0, MAX_TOKENS_PER_COOKIE)
    .join('.')
}
