import { formatManilaDateTime } from '#shared/manila-time.ts'
import type { AdminOutboxEmail } from '#shared/schemas/admin-messages.ts'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { Button } from '#web/ui/button.tsx'
import { OutboxStatusBadge } from './outbox-status-badge.tsx'

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
    // relative: the sr-only labels (absolutely placed) stay inside the scroller on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Emails in the outbox, newest first</caption>
        <TableHeader
          className="border-b border-stone-200 text-stone-700"
          columns={[
            'To',
            'Subject',
            'Status',
            'Attempts',
            'Created',
            'Sent',
            { label: 'Actions', srOnly: true },
          ]}
        />
        <tbody className="divide-y divide-stone-100">
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
              <td className="px-4 py-3 whitespace-nowrap">
                {formatManilaDateTime(email.createdAt)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {email.sentAt ? formatManilaDateTime(email.sentAt) : '—'}
              </td>
              <td className="px-4 py-3 text-right">
                {email.status !== 'sent' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={retryingId === email.id}
                    onClick={() => onRetry(email.id)}
                    aria-label={`${email.status === 'failed' ? 'Retry' : 'Send now'}: ${email.subject}`}
                  >
                    {email.status === 'failed' ? 'Retry' : 'Send now'}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
