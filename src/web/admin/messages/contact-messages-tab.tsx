import { Inbox } from 'lucide-react'
import type { ContactMessageFilter } from '../../../shared/schemas/admin-messages'
import { EmptyState } from '../../ui/empty-state'
import { Pagination } from '../ui/pagination'
import { QueryPanel } from '../ui/query-panel'
import { useContactMessages, useSetMessageHandled } from './api/messages-api'
import { ContactMessageCard } from './contact-message-card'
import { StatusFilter } from './status-filter'

const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All messages' },
] as const

/** The contact-form inbox, newest first; open messages unless the filter says otherwise. */
export function ContactMessagesTab({
  status,
  page,
  onChange,
}: {
  status: ContactMessageFilter
  page: number
  onChange: (status: ContactMessageFilter, page: number) => void
}) {
  const messages = useContactMessages(status, page)
  const setHandled = useSetMessageHandled()

  return (
    <div className="space-y-4">
      <StatusFilter
        id="message-status-filter"
        label="Show"
        value={status}
        options={statusOptions}
        onChange={(next) => onChange(next, 1)}
      />
      <QueryPanel
        query={messages}
        loadingLabel="Loading messages"
        errorMessage="The messages could not be loaded."
        className=""
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={Inbox} title="No messages yet.">
              {status === 'all' ? null : 'Nothing matches this filter.'}
            </EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="Contact messages">
              {data.items.map((message) => (
                <li key={message.id}>
                  <ContactMessageCard
                    message={message}
                    busy={setHandled.isPending && setHandled.variables?.id === message.id}
                    onHandled={(handled) => setHandled.mutate({ id: message.id, handled })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryPanel>
      {messages.data && messages.data.total > 0 && (
        <Pagination
          page={messages.data.page}
          pageCount={messages.data.pageCount}
          onPage={(next) => onChange(status, next)}
        />
      )}
    </div>
  )
}
