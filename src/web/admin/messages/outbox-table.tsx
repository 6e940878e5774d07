import type { AdminOutboxEmail } from '#shared/schemas/admin-messages.ts'
import { OutboxStatusBadge } from './outbox-status-badge.tsx'
import { OutboxRetryCell, OutboxTableFrame, OutboxTimes } from './outbox-table-parts.tsx'

/**
 * Recipients and subjects only: bodies stay on the server (a set-password email
 * carries a live link). Failed emails can be retried; waiting ones sent now.
 */
export function OutboxTable({
  emails,
  retryingId,
  onRetry,
}: {
  emails: AdminOutboxEmail[]
  retryingId: number | undefined
  onRetry: (id: number) => void
}) {
  return (
    <OutboxTableFrame
      caption="Emails in the outbox, newest first"
      minWidthClass="min-w-[48rem]"
      columns={['To', 'Subject', 'Status', 'Attempts', 'Created', 'Sent']}
    >
      {emails.map((email) => (
        <tr key={email.id} className="align-top">
          <td className="px-4 py-3 break-all">{email.to.join(', ')}</td>
          <td className="px-4 py-3">
            <p className="font-medium text-stone-900">{email.subject}</p>
            {email.lastError && (
              <p className="mt-1 text-xs text-red-800">Last error: {email.lastError}</p>
            )}
          </td>
          <td className="px-4 py-3">
            <OutboxStatusBadge status={email.status} />
          </td>
          <td className="px-4 py-3">{email.attempts}</td>
          <OutboxTimes createdAt={email.createdAt} sentAt={email.sentAt} />
          <OutboxRetryCell
            status={email.status}
            busy={retryingId === email.id}
            name={email.subject}
            onRetry={() => onRetry(email.id)}
          />
        </tr>
      ))}
    </OutboxTableFrame>
  )
}
