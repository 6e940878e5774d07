import { z } from 'zod'
import { pageOf } from './page.ts'

/** The back office's contact inbox and email outbox (admin only). */
export const ADMIN_MESSAGES_PAGE_SIZE = 20

const pageSchema = z.coerce.number().int().min(1).max(100_000).optional().default(1)

export const contactMessageFilters = ['open', 'handled', 'all'] as const
export type ContactMessageFilter = (typeof contactMessageFilters)[number]

export const contactMessageListQuerySchema = z.object({
  status: z.enum(contactMessageFilters).optional().default('open'),
  page: pageSchema,
})

export const markHandledInputSchema = z.object({
  handled: z.boolean({ message: 'Say whether the message is handled' }),
})

export const adminContactMessageSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
    handledAt: z.string().nullable(),
  })
  .meta({ id: 'AdminContactMessage' })
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>
export const adminContactMessagePageSchema = pageOf(adminContactMessageSchema)
export type AdminContactMessagePage = z.infer<typeof adminContactMessagePageSchema>

/** Where a queued email stands (the `email_status` enum is built from this list). */
export const emailStatuses = ['pending', 'sent', 'failed'] as const
export const outboxFilters = [...emailStatuses, 'all'] as const
export type OutboxFilter = (typeof outboxFilters)[number]
export type OutboxStatus = Exclude<OutboxFilter, 'all'>

export const outboxListQuerySchema = z.object({
  status: z.enum(outboxFilters).optional().default('all'),
  page: pageSchema,
})

/**
 * One outbox row as admins see it: recipients and subject, never the body (a
 * set-password email carries a live link).
 */
const outboxStatusSchema = z.enum(['pending', 'sent', 'failed'] satisfies OutboxStatus[])

/** What every outbox row shows, email or text: its state and its attempts. */
const outboxDeliverySchema = z.object({
  id: z.int(),
  kind: z.string(),
  status: outboxStatusSchema,
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
})

export const adminOutboxEmailSchema = outboxDeliverySchema
  .extend({ to: z.array(z.string()), subject: z.string() })
  .meta({ id: 'AdminOutboxEmail' })
export type AdminOutboxEmail = z.infer<typeof adminOutboxEmailSchema>
export const adminOutboxEmailPageSchema = pageOf(adminOutboxEmailSchema)
export type AdminOutboxEmailPage = z.infer<typeof adminOutboxEmailPageSchema>

/**
 * One text (SMS) in the outbox as admins see it: the number, the message with any
 * order link hidden (a link is a secret), and what the gateway said.
 */
export const adminOutboxTextSchema = outboxDeliverySchema
  .extend({
    /** 'order_placed', 'phone_code', ...: textKindLabels names it. */
    kind: z.string(),
    orderId: z.string().nullable(),
    /** '09171234567' */
    to: z.string(),
    message: z.string(),
    gatewayMessageId: z.string().nullable(),
    gatewayStatus: z.string().nullable(),
  })
  .meta({ id: 'AdminOutboxText' })
export type AdminOutboxText = z.infer<typeof adminOutboxTextSchema>
export const adminOutboxTextPageSchema = pageOf(adminOutboxTextSchema)
export type AdminOutboxTextPage = z.infer<typeof adminOutboxTextPageSchema>
