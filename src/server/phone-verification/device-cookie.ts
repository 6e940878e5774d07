import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { Config } from '#server/config.ts'
import { readCookie, writeCookie } from '#server/http/cookies.ts'
import { VERIFIED_PHONE_MS } from './verified-phone-repo.ts'

/**
 * The shopper's device cookie: a random id that remembers which numbers were verified
 * on this browser. Only its SHA-256 is stored (`verified_phones.device_hash`), so the
 * table alone cannot act as anyone's device. Not the staff's trusted-device cookie.
 */
export const SHOPPER_DEVICE_COOKIE = 'meatshop_shopper_device'

/** 32 random bytes in base64url. */
const DEVICE_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function hashDeviceId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** The hash of the browser's device id, or null when it has none (or a malformed one). */
export function deviceHashOf(c: Context, config: Config): string | null {
  const id = readCookie(c, config, SHOPPER_DEVICE_COOKIE)
  return id && DEVICE_ID_SHAPE.test(id) ? hashDeviceId(id) : null
}

/**
 * The browser's device hash, giving it a device id first when it has none; the cookie
 * lasts as long as a verification does.
 */
export function ensureDevice(c: Context, config: Config, now: Date): string {
  const known = deviceHashOf(c, config)
  if (known) return known
  const id = randomBytes(32).toString('base64url')
  writeCookie(c, config, SHOPPER_DEVICE_COOKIE, id, new Date(now.getTime() + VERIFIED_PHONE_MS))
  return hashDeviceId(id)
}
