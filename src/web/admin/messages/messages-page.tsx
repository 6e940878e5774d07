import { Link, useSearchParams } from 'react-router'
import { RequireStaff } from '#web/admin/require-staff.tsx'
import { cn } from '#web/ui/cn.ts'
import { ContactMessagesTab } from './contact-messages-tab.tsx'
import { type MessagesTab, messagesSearch, parseMessagesParams } from './messages-params.ts'
import { OutboxTab } from './outbox-tab.tsx'

const tabs: { tab: MessagesTab; label: string }[] = [
  { tab: 'messages', label: 'Messages' },
  { tab: 'outbox', label: 'Email outbox' },
]

/**
 * Messages (admin only): the contact-form inbox and the email outbox, as two
 * views chosen by links, so each has its own address and the back button works.
 */
function MessagesScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = parseMessagesParams(searchParams)
  const go = (tab: MessagesTab, status: string, page: number) =>
    setSearchParams(new URLSearchParams(messagesSearch(tab, status, page)), {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <div className="space-y-4">
      <nav aria-label="Messages views" className="flex gap-2 border-b border-stone-200">
        {tabs.map(({ tab, label }) => {
          const current = params.tab === tab
          return (
            <Link
              key={tab}
              to={{ search: messagesSearch(tab, tab === 'outbox' ? 'all' : 'open') }}
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
      {params.tab === 'outbox' ? (
        <OutboxTab
          status={params.outboxStatus}
          page={params.page}
          onChange={(status, page) => go('outbox', status, page)}
        />
      ) : (
        <ContactMessagesTab
          status={params.messageStatus}
          page={params.page}
          onChange={(status, page) => go('messages', status, page)}
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
