import type { OrderTextKind } from '#shared/order-texts.ts'

/**
 * The notification settings form's values: the addresses as one comma-separated
 * line, as typed. Its own file so the form and its test-email button both read it
 * without importing each other.
 */
export interface NotificationForm {
  notificationEmails: string
  fromName: string
  replyTo: string
  newOrderEmails: boolean
  /** Each order text on or off (texts go only to shoppers who asked for them). */
  orderTexts: Record<OrderTextKind, boolean>
}
