import { MailCheck, MailWarning } from 'lucide-react'
import type { EmailProvider } from '#shared/schemas/admin-notifications.ts'

const notes: Record<EmailProvider, string> = {
  smtp: 'Sending through SMTP.',
  emailjs: 'Sending through EmailJS.',
  none: 'No email provider is configured: set SMTP_URL or the EmailJS keys.',
}

/** Which provider the test email (and, for SMTP, every queued email) goes through. */
export function EmailProviderNote({ provider }: { provider: EmailProvider }) {
  const Icon = provider === 'none' ? MailWarning : MailCheck
  return (
    <p
      className={
        provider === 'none'
          ? 'flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900'
          : 'flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm text-green-900'
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {notes[provider]}
    </p>
  )
}
