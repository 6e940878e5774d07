import type { Database } from '#server/db/client.ts'
import { contactMessages } from '#server/db/schema/shop.ts'
import { enqueueEmail } from '#server/email/outbox.ts'
import { getSettings } from '#server/settings/settings-repo.ts'
import { contactMessageEmail } from './contact-email.ts'

export interface NewContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

/**
 * Stores a contact message and queues its email to the notification addresses in
 * one transaction (DESIGN.md §5): either the staff will get both, or the shopper
 * gets an error and nothing was written. Sending happens later, in the worker.
 */
export async function saveContactMessage(
  db: Database,
  input: NewContactMessage,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id })
    const [notifications, site] = await Promise.all([
      getSettings(tx, 'notifications'),
      getSettings(tx, 'site'),
    ])
    const email = contactMessageEmail({ ...input, receivedAt: now }, site.siteName)
    await enqueueEmail(
      tx,
      {
        kind: 'contact_message',
        to: notifications.notificationEmails,
        replyTo: input.email,
        ...email,
      },
      now,
    )
    return row!.id
  })
}
