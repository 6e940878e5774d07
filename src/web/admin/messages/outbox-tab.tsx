import { MailOpen } from 'lucide-react'
import type { OutboxFilter } from '../../../shared/schemas/admin-messages'
import { EmptyState } from '../../ui/empty-state'
import { Pagination } from '../ui/pagination'
import { QueryPanel } from '../ui/query-panel'
import { useOutbox, useRetryEmail } from './api/messages-api'
import { OutboxTable } from './outbox-table'
import { StatusFilter } from './status-filter'

const statusOptions = [
  { value: 'all', label: 'All emails' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const

/** Every email the shop queued: sent, waiting (with no SMTP, forever), or failed and why. */
export function OutboxTab({
  status,
  page,
  onChange,
}: {
  status: OutboxFilter
  page: number
  onChange: (status: OutboxFilter, page: number) => void
}) {
  const outbox = useOutbox(status, page)
  const retry = useRetryEmail()

  return (
    <div className="space-y-4">
      <StatusFilter
        id="outbox-status-filter"
        label="Show"
        value={status}
        options={statusOptions}
        onChange={(next) => onChange(next, 1)}
      />
      <QueryPanel
        query={outbox}
        loadingLabel="Loading emails"
        errorMessage="The outbox could not be loaded."
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={MailOpen} title="No emails in the outbox." />
          ) : (
            <OutboxTable
              emails={data.items}
              retryingId={retry.isPending ? retry.variables : undefined}
              onRetry={(id) => retry.mutate(id)}
            />
          )
        }
      </QueryPanel>
      {outbox.data && outbox.data.total > 0 && (
        <Pagination
          page={outbox.data.page}
          pageCount={outbox.data.pageCount}
          onPage={(next) => onChange(status, next)}
        />
      )}
    </div>
  )
}
