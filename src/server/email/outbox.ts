import type { Queryable } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/shop.ts'

/** An email as a feature hands it over; the worker adds the sender when it sends. */
export interface OutgoingEmail {
  /** What caused it ('contact_message', 'order_placed', ...), for admins and logs. */
  kind: string
  to: string[]
  replyTo?: string | undefined
  subject: string
  text: string
  html?: string | undefined
  /**
   * The bodies hold a one-time link valid until then: they are stored without it once
   * the email is sent or the link has expired (one-time-links.ts).
   */
  secretExpiresAt?: Date | undefined
}

/**
 * Writes an email into the outbox (DESIGN.md §2). Call it with the transaction that
 * writes what caused the email: both commit together or neither does, and sending
 * happens later, so a slow or failing provider never fails the shopper's request.
 * `now` is the app clock; without it the database's clock stamps the row.
 */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now?: Date,
): Promise<number> {
  const to = [...new Set(email.to.map((a) => a.trim()).filter((a) => a !== ''))]
  if (to.length === 0) throw new Error(`enqueueEmail(${email.kind}): no recipient`)
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddresses: to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      secretExpiresAt: email.secretExpiresAt ?? null,
      ...(now ? { nextAttemptAt: now, createdAt: now } : {}),
    })
    .returning({ id: emailOutbox.id })
  return row!.id
}
