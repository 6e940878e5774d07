import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from '#shared/subscriber-email.ts'

/** What `POST /api/contact` answers, and the toast title the page shows. */
export const CONTACT_SENT_MESSAGE = 'Message Sent'

/** `POST /api/contact` (docs/product-rules.md §5): name, email, subject, message required; phone optional. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email address is required', abort: true })
    .max(MAX_EMAIL_LENGTH, { abort: true })
    .pipe(z.email('Enter a valid email address')),
  phone: z.string().trim().max(40).optional().default(''),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
  website: z.string().max(500).optional(),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

/** `POST /api/contact`'s answer (201). */
export const contactSentSchema = z.object({ message: z.literal(CONTACT_SENT_MESSAGE) })
export type ContactSent = z.infer<typeof contactSentSchema>
