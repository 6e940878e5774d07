import type { AppDeps } from '#server/app-env.ts'
import type { Config } from '#server/config.ts'
import { AppError } from '#server/http/errors.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import type { EmailProvider, TestEmailResult } from '#shared/schemas/admin-notifications.ts'
import { EmailJsError, sendThroughEmailJs } from './emailjs-client.ts'
import { resolveSender } from './sender.ts'
import { MailSendError, smtpTransport } from './transport.ts'

/** The provider a test email goes through now: SMTP wins, as it also drains the outbox. */
export function emailProviderOf(config: Pick<Config, 'email' | 'emailJs'>): EmailProvider {
  if (config.email.smtpUrl) return 'smtp'
  if (config.emailJs) return 'emailjs'
  return 'none'
}

export const NOT_CONFIGURED_MESSAGE =
  'No email provider is configured: set SMTP_URL, or the EmailJS keys (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY).'

const providerFailed = (message: string) => new AppError(502, 'email_provider_failed', message)

/** The SMTP password sits in SMTP_URL: never let it into an answer, whatever the server said. */
function withoutSmtpPassword(message: string, smtpUrl: string): string {
  let password = ''
  try {
    password = decodeURIComponent(new URL(smtpUrl).password)
  } catch {
    // An unparsable URL carries no password we could scrub.
  }
  return password ? message.split(password).join('***') : message
}

/**
 * Sends the test email now, not through the outbox: the admin is waiting for the
 * answer. 503 when no provider is configured, 502 with the provider's reason when
 * it refused.
 */
export async function sendTestEmail(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  recipients: string[],
): Promise<TestEmailResult> {
  const { db, config } = deps
  const [site, notifications] = await Promise.all([
    getSettings(db, 'site'),
    getSettings(db, 'notifications'),
  ])
  const fromName = notifications.fromName || site.siteName
  const replyTo = notifications.replyTo || site.contactEmail
  const provider = emailProviderOf(config)

  if (provider === 'smtp' && config.email.smtpUrl) {
    const smtpUrl = config.email.smtpUrl
    const transport = smtpTransport(smtpUrl)
    try {
      const sender = await resolveSender(db, config.email)
      await transport.send({
        from: sender.from,
        to: recipients,
        replyTo,
        subject: `Test email from ${site.siteName}`,
        text: `This is a test of the order notification emails of ${site.siteName}.\n\nIf you can read this, notification emails reach ${recipients.join(', ')}.`,
        messageId: `<test-${deps.now().getTime()}@${sender.from.address.split('@')[1] ?? 'localhost'}>`,
      })
    } catch (err) {
      const reason = err instanceof MailSendError ? err.message : String(err)
      throw providerFailed(
        `The SMTP server did not accept the test email: ${withoutSmtpPassword(reason, smtpUrl)}`,
      )
    } finally {
      transport.close()
    }
    return { provider, recipients }
  }

  if (provider === 'emailjs' && config.emailJs) {
    try {
      await sendThroughEmailJs(config.emailJs, {
        to_email: recipients.join(', '),
        from_name: fromName,
        reply_to: replyTo,
        site_name: site.siteName,
      })
    } catch (err) {
      if (err instanceof EmailJsError) throw providerFailed(err.message)
      throw err
    }
    return { provider, recipients }
  }

  throw new AppError(503, 'service_unavailable', NOT_CONFIGURED_MESSAGE)
}
