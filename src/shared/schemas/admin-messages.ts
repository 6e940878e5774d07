import { z } from 'zod'

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

export interface AdminContactMessage {
  id: number
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  createdAt: string
  handledAt: string | null
}

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
export interface AdminOutboxEmail {
  id: number
  kind: string
  to: string[]
  subject: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
  nextAttemptAt: string
}

/**
 * One text (SMS) in the outbox as admins see it: the number, the message with any
 * order link hidden (a link is a secret), and what the gateway said.
 */
export interface AdminOutboxText {
  id: number
  /** 'order_placed', 'phone_code', ...: textKindLabels names it. */
  kind: string
  orderId: string | null
  /** '09171234567' */
  to: string
  message: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  gatewayMessageId: string | null
  gatewayStatus: string | null
  createdAt: string
  sentAt: string | null
  nextAttemptAt: string
}
