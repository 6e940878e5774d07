import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import type { Config } from '#server/config.ts'
import { clientIp } from '#server/http/client-ip.ts'
import { cookieOptions, readCookie, writeCookie } from '#server/http/cookies.ts'
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

/** What a sign-in needs of the browser: its cookies and who it says it is. */
export interface SigningInBrowser {
  /** The session cookie it sent: ended at sign-in, so a token planted before is worthless. */
  previousSession: string | undefined
  /** The trusted-device tokens its cookie holds (one per account signed in from it). */
  deviceTokens: string[]
  userAgent: string | undefined
  ip: string
}

/** A session opened by a sign-in, and the device cookie's new value. */
export interface OpenedSession {
  session: { token: string; expiresAt: Date }
  deviceCookie: string
}

export function signingInBrowser(c: Context, config: Config): SigningInBrowser {
  return {
    previousSession: readSessionCookie(c, config),
    deviceTokens: parseDeviceCookie(readDeviceCookie(c, config)),
    userAgent: c.req.header('user-agent'),
    ip: clientIp(c, config.trustProxy),
  }
}

/** Hands the browser its new session and device cookies; never cached. */
export function setSignInCookies(
  c: Context,
  config: Config,
  opened: OpenedSession,
  now: Date,
): void {
  setSessionCookie(c, config, opened.session.token, opened.session.expiresAt)
  setDeviceCookie(c, config, opened.deviceCookie, now)
  c.header('Cache-Control', 'no-store')
}
