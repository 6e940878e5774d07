import { MessageSquare } from 'lucide-react'
import type { OutboxFilter } from '#shared/schemas/admin-messages.ts'
import { useTextOutbox } from '#web/admin/messages/api/get-text-outbox.ts'
import { useRetryText } from '#web/admin/messages/api/retry-text.ts'
import { ListPagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { toast } from '#web/ui/toast.ts'
import type { MessagesTabProps } from './messages-params.ts'
import { StatusFilter } from './status-filter.tsx'
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
    <div className="space-y-4">
      <StatusFilter
        id="text-outbox-status-filter"
        label="Show"
        value={status}
        options={statusOptions}
        onChange={(next) => onChange(next, 1)}
      />
      <QueryPanel
        query={texts}
        loadingLabel="Loading texts"
        errorMessage="The texts could not be loaded."
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={MessageSquare} title="No texts in the outbox." />
          ) : (
            <TextOutboxTable
              texts={data.items}
              retryingId={retry.isPending ? retry.variables : undefined}
              onRetry={retryText}
            />
          )
        }
      </QueryPanel>
      <ListPagination list={texts.data} onPage={(next) => onChange(status, next)} />
    </div>
  )
}
