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
}
