import { type RenderedEmail, renderEmail } from '#server/email/templates.ts'
import { formatManilaDateTime } from '#shared/manila-time.ts'

export interface ContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
  receivedAt: Date
}

/** The staff's copy of a contact-form message; replying answers the shopper directly. */
export function contactMessageEmail(msg: ContactMessage, siteName: string): RenderedEmail {
  return renderEmail(siteName, `Contact form: ${msg.subject}`, {
    heading: 'New message from the contact form',
    fields: [
      ['Name', msg.name],
      ['Email', msg.email],
      ['Phone', msg.phone || 'not given'],
      ['Subject', msg.subject],
      ['Received', formatManilaDateTime(msg.receivedAt)],
    ],
    body: { label: 'Message', text: msg.message },
    closing: `Reply to this email to answer ${msg.name} directly.`,
  })
}
