import { Link } from 'react-router'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { cn } from '#web/ui/cn.ts'
import { ContactMessagesTab } from './contact-messages-tab.tsx'
import { type MessagesTab, messagesParamsSchema, messagesTabSearch } from './messages-params.ts'
import { OutboxTab } from './outbox-tab.tsx'
import { TextOutboxTab } from './text-outbox-tab.tsx'

const tabs: { tab: MessagesTab; label: string }[] = [
  { tab: 'messages', label: 'Messages' },
  { tab: 'outbox', label: 'Email outbox' },
  { tab: 'texts', label: 'Texts' },
]

/**
 * Messages (admin only): the contact-form inbox, the email outbox and the texts (SMS)
 * outbox, as three views chosen by links, so each has its own address and the back button works.
 */
function MessagesScreen() {
  const { params, update } = useListParams(messagesParamsSchema)

  return (
    <div className="space-y-4">
      <nav aria-label="Messages views" className="flex gap-2 border-b border-stone-200">
        {tabs.map(({ tab, label }) => {
          const current = params.tab === tab
          return (
            <Link
              key={tab}
              to={{ search: messagesTabSearch(tab) }}
              aria-current={current ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
                current
                  ? 'border-brand-700 text-brand-700'
                  : 'border-transparent text-stone-700 hover:text-stone-900',
              )}
            >
              {label}
            </Link>
          )
        })}
      </nav>
      {params.tab === 'texts' ? (
        <TextOutboxTab
          status={params.status}
          page={params.page}
          onChange={(status, page) => update({ tab: 'texts', status, page })}
        />
      ) : params.tab === 'outbox' ? (
        <OutboxTab
          status={params.status}
          page={params.page}
          onChange={(status, page) => update({ tab: 'outbox', status, page })}
        />
      ) : (
        <ContactMessagesTab
          status={params.status}
          page={params.page}
          onChange={(status, page) => update({ tab: 'messages', status, page })}
        />
      )}
    </div>
  )
}

export function AdminMessagesPage() {
  return (
    <RequireStaff section="messages">
      <MessagesScreen />
    </RequireStaff>
  )
}
