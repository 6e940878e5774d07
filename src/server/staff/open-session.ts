import type { Queryable } from '#server/db/client.ts'
import { deviceCookieValue, type OpenedSession, type SigningInBrowser } from './session-cookie.ts'
import { createSession, deleteSession } from './session-repo.ts'
import { type TrustedDevice, trustDevice } from './trusted-device-repo.ts'

/**
 * Signs `userId` in, in the caller's transaction: a new session id on every sign-in
 * (the one the browser showed ends), and the browser trusted for this account under a
 * fresh token (login-throttle.ts), replacing the one it showed.
 */
export async function openSession(
  tx: Queryable,
  options: {
    userId: number
    browser: SigningInBrowser
    replacing: TrustedDevice | undefined
    ttlMs: number
    now: Date
  },
): Promise<OpenedSession> {
  const { userId, browser, replacing, now } = options
  if (browser.previousSession) await deleteSession(tx, browser.previousSession)
  const deviceToken = await trustDevice(tx, { userId, replacing, now })
  const session = await createSession(tx, {
    userId,
    ttlMs: options.ttlMs,
    now,
    userAgent: browser.userAgent,
    ip: browser.ip,
  })
  return { session, deviceCookie: deviceCookieValue(deviceToken, browser.deviceTokens, replacing) }
}
