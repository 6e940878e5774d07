import nodemailer from 'nodemailer'

/** One message ready for the wire; the worker fills in the sender. */
export interface MailMessage {
  from: { name: string; address: string }
  to: string[]
  replyTo?: string | undefined
  subject: string
  text: string
  html?: string | undefined
  /** Stable per outbox row, so a resend after a crash can be recognised as the same email. */
  messageId: string
}

/** How the worker hands a message to a provider. Tests pass a fake. */
export interface MailTransport {
  /** Resolves once the provider accepted the message; rejects with a `MailSendError`. */
  send(message: MailMessage): Promise<void>
  close(): void
}

/** A provider's refusal. `permanent`: sending the same message again cannot succeed. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'MailSendError'
  }
}

interface NodemailerFailure {
  message?: string
  code?: string
  response?: string
  permanent?: boolean
}

/**
 * What we keep of a nodemailer error: the server's own reply when there is one
 * ("550 5.1.1 No such user"), else nodemailer's message. A 5xx rejection is
 * permanent, except failed authentication: that is our configuration, which an
 * admin can fix, and the queued mail should go out once they do.
 */
export function toMailSendError(err: unknown): MailSendError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as NodemailerFailure
  const message = e.response || e.message || String(err)
  const authProblem = e.code === 'EAUTH' || e.code === 'ENOAUTH'
  return new MailSendError(message, e.permanent === true && !authProblem)
}

/**
 * SMTP through nodemailer, from `SMTP_URL` (smtp:// or smtps://, credentials in the
 * URL). Timeouts are far below nodemailer's defaults (up to 10 minutes) because the
 * worker holds a lease on the row while it waits, and shutdown waits for it.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      try {
        await transporter.sendMail({
          from: message.from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: message.messageId,
        })
      } catch (err) {
        throw toMailSendError(err)
      }
    },
    close: () => transporter.close(),
  }
}

/** The SMTP login name when it is an address: many providers only relay mail from it. */
export function smtpUserAddress(url: string): string | undefined {
  try {
    const user = decodeURIComponent(new URL(url).username)
    return /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(user) ? user : undefined
  } catch {
    return undefined
  }
}
