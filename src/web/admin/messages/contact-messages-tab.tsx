import { Inbox } from 'lucide-react'
import type { ContactMessageFilter } from '#shared/schemas/admin-messages.ts'
import { useContactMessages } from '#web/admin/messages/api/get-contact-messages.ts'
import { useSetMessageHandled } from '#web/admin/messages/api/set-message-handled.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { toast } from '#web/ui/toast.ts'
import { ContactMessageCard } from './contact-message-card.tsx'
import { FilteredMessagesTab } from './filtered-messages-tab.tsx'
import type { MessagesTabProps } from './messages-params.ts'

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
}: MessagesTabProps<ContactMessageFilter>) {
  const messages = useContactMessages(status, page)
  const setHandled = useSetMessageHandled()
  const markHandled = (id: number, handled: boolean) =>
    void setHandled.mutateAsync({ id, handled }).then(
      (message) =>
        toast.success(message.handledAt ? 'Message Handled' : 'Message Reopened', {
          description: `'${message.subject}' from ${message.name}.`,
        }),
      (error) => toast.error('Message Not Updated', { description: apiErrorMessage(error) }),
    )

  return (
    <FilteredMessagesTab
      status={status}
      onChange={onChange}
      filterId="message-status-filter"
      statusOptions={statusOptions}
      query={messages}
      loadingLabel="Loading messages"
      errorMessage="The messages could not be loaded."
      panelClassName=""
      empty={
        <EmptyState icon={Inbox} title="No messages yet.">
          {status === 'all' ? null : 'Nothing matches this filter.'}
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="space-y-3" aria-label="Contact messages">
          {items.map((message) => (
            <li key={message.id}>
              <ContactMessageCard
                message={message}
                busy={setHandled.isPending && setHandled.variables?.id === message.id}
                onHandled={(handled) => markHandled(message.id, handled)}
              />
            </li>
          ))}
        </ul>
      )}
    </FilteredMessagesTab>
  )
}
