import type { Queryable } from '#server/db/client.ts'
import { enqueueEmail } from '#server/email/outbox-repo.ts'
import { renderEmail } from '#server/email/templates.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { paths } from '#shared/paths.ts'
import {
  RESET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_LINK_HOURS,
  type TokenPurpose,
} from '#shared/schemas/staff-users.ts'
import { issuePasswordToken } from './one-time-token-repo.ts'

/** The page a link opens, on the shop's public address (`config.siteOrigin`, never the request's). */
export function setPasswordUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${paths.admin.setPassword}?token=${encodeURIComponent(token)}`
}

/**
 * Queues the email carrying a set-password or reset link, in the caller's
 * transaction so the token and its email commit together.
 */
export async function queuePasswordLinkEmail(
  tx: Queryable,
  options: {
    to: string
    name: string
    purpose: TokenPurpose
    url: string
    validHours: number
    now: Date
  },
): Promise<void> {
  const site = await getSettings(tx, 'site')
  const validFor = options.validHours === 1 ? '1 hour' : `${options.validHours} hours`
  const isNew = options.purpose === 'set_password'
  const email = renderEmail(
    site.siteName,
    isNew ? `Your ${site.siteName} staff account` : `Reset your ${site.siteName} password`,
    {
      heading: isNew ? 'Choose your password' : 'Reset your password',
      intro: isNew
        ? `Hi ${options.name}, a staff account has been created for you. Open this link to choose your password: ${options.url}`
        : `Hi ${options.name}, open this link to choose a new password: ${options.url}`,
      closing: `The link works once and is valid for ${validFor}. If you did not expect this email, you can ignore it.`,
    },
  )
  await enqueueEmail(
    tx,
    {
      kind: isNew ? 'staff_set_password' : 'staff_reset_password',
      to: [options.to],
      ...email,
      // The token's own expiry (one-time-token-repo.ts): the stored body loses the link
      // once the email is sent, or at this moment if it never was.
      secretExpiresAt: new Date(options.now.getTime() + options.validHours * 60 * 60 * 1000),
    },
    options.now,
  )
}

/**
 * A fresh one-time link for `user` (a set-password link lasts three days, a reset link
 * an hour), emailed in the caller's transaction. Returns the link.
 */
export async function issuePasswordLink(
  tx: Queryable,
  user: { id: number; name: string; email: string },
  purpose: TokenPurpose,
  baseUrl: string,
  now: Date,
): Promise<string> {
  const validHours =
    purpose === 'set_password' ? SET_PASSWORD_LINK_HOURS : RESET_PASSWORD_LINK_HOURS
  const token = await issuePasswordToken(tx, { userId: user.id, purpose, validHours, now })
  const url = setPasswordUrl(baseUrl, token)
  await queuePasswordLinkEmail(tx, {
    to: user.email,
    name: user.name,
    purpose,
    url,
    validHours,
    now,
  })
  return url
}
