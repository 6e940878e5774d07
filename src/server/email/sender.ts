import type { Config } from '#server/config.ts'
import type { Queryable } from '#server/db/client.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { smtpUserAddress } from './transport.ts'

/** Who an email comes from, and where replies go when the email names no reply-to. */
export interface Sender {
  from: { name: string; address: string }
  replyTo: string | undefined
}

/**
 * Read when the worker sends, not when an email is queued, so a settings change
 * applies to mail still waiting. Display name: the notification settings' from-name
 * (else the site name). Address: EMAIL_FROM; else the SMTP login when it is an
 * address (providers tend to refuse any other); else the reply-to or contact email.
 */
export async function resolveSender(
  db: Queryable,
  email: Pick<Config['email'], 'smtpUrl' | 'from'>,
): Promise<Sender> {
  const [notifications, site] = await Promise.all([
    getSettings(db, 'notifications'),
    getSettings(db, 'site'),
  ])
  const address =
    email.from ??
    (email.smtpUrl ? smtpUserAddress(email.smtpUrl) : undefined) ??
    (notifications.replyTo || site.contactEmail)
  return {
    from: { name: notifications.fromName || site.siteName, address },
    replyTo: notifications.replyTo || undefined,
  }
}
