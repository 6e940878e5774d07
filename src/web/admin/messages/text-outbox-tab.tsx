import { MessageSquare } from 'lucide-react'
import type { OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { useTextOutbox } from '#web/admin/messages/api/get-text-outbox.ts'
import { useRetryText } from '#web/admin/messages/api/retry-text.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { toast } from '#web/ui/toast.ts'
import { FilteredMessagesTab } from './filtered-messages-tab.tsx'
import type { MessagesTabProps } from './messages-params.ts'
import { TextOutboxTable } from './text-outbox-table.tsx'

const statusOptions = [
  { value: 'all', label: 'All texts' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const

/**
 * Every text (SMS) the shop queued or sent: sent with the gateway's id, waiting (with
 * no SMS gateway configured, until one is), or failed and why.
 */
export function TextOutboxTab({ status, page, onChange }: MessagesTabProps<OutboxFilter>) {
  const texts = useTextOutbox(status, page)
  const retry = useRetryText()
  const retryText = (id: number) =>
    void retry.mutateAsync(id).then(
      (text) =>
        toast.success('Text Queued', {
          description: `The text to ${text.to} will be sent again as soon as the text worker runs.`,
        }),
      (error) => toast.error('Text Not Queued', { description: apiErrorMessage(error) }),
    )

  return (
    <FilteredMessagesTab
      status={status}
      onChange={onChange}
      filterId="text-outbox-status-filter"
      statusOptions={statusOptions}
      query={texts}
      loadingLabel="Loading texts"
      errorMessage="The texts could not be loaded."
      empty={<EmptyState icon={MessageSquare} title="No texts in the outbox." />}
    >
      {(items) => (
        <TextOutboxTable
          texts={items}
          retryingId={retry.isPending ? retry.variables : undefined}
          onRetry={retryText}
        />
      )}
    </FilteredMessagesTab>
  )
}
