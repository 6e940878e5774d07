import { MailOpen } from 'lucide-react'
import type { OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { useOutbox } from '#web/admin/messages/api/get-outbox.ts'
import { useRetryEmail } from '#web/admin/messages/api/retry-email.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { toast } from '#web/ui/toast.ts'
import { FilteredMessagesTab } from './filtered-messages-tab.tsx'
import type { MessagesTabProps } from './messages-params.ts'
import { OutboxTable } from './outbox-table.tsx'

const statusOptions = [
  { value: 'all', label: 'All emails' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const

/** Every email the shop queued: sent, waiting (with no SMTP, forever), or failed and why. */
export function OutboxTab({ status, page, onChange }: MessagesTabProps<OutboxFilter>) {
  const outbox = useOutbox(status, page)
  const retry = useRetryEmail()
  const retryEmail = (id: number) =>
    void retry.mutateAsync(id).then(
      (email) =>
        toast.success('Email Queued', {
          description: `'${email.subject}' will be sent again as soon as the email worker runs.`,
        }),
      (error) => toast.error('Email Not Queued', { description: apiErrorMessage(error) }),
    )

  return (
    <FilteredMessagesTab
      status={status}
      onChange={onChange}
      filterId="outbox-status-filter"
      statusOptions={statusOptions}
      query={outbox}
      loadingLabel="Loading emails"
      errorMessage="The outbox could not be loaded."
      empty={<EmptyState icon={MailOpen} title="No emails in the outbox." />}
    >
      {(emails) => (
        <OutboxTable
          emails={emails}
          retryingId={retry.isPending ? retry.variables : undefined}
          onRetry={retryEmail}
        />
      )}
    </FilteredMessagesTab>
  )
}
