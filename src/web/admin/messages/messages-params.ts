import {
  type ContactMessageFilter,
  contactMessageFilters,
  type OutboxFilter,
  outboxFilters,
} from '#shared/schemas/admin-messages.ts'

export type MessagesTab = 'messages' | 'outbox'

/** The screen's state, in the query string so a copied link shows the same view. */
export interface MessagesParams {
  tab: MessagesTab
  messageStatus: ContactMessageFilter
  outboxStatus: OutboxFilter
  page: number
}

export function parseMessagesParams(params: URLSearchParams): MessagesParams {
  const status = params.get('status')
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    tab: params.get('tab') === 'outbox' ? 'outbox' : 'messages',
    messageStatus: contactMessageFilters.find((s) => s === status) ?? 'open',
    outboxStatus: outboxFilters.find((s) => s === status) ?? 'all',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

/** The query string for a tab, its status filter and page (defaults left out). */
export function messagesSearch(tab: MessagesTab, status: string, page = 1): string {
  const params = new URLSearchParams()
  if (tab === 'outbox') params.set('tab', 'outbox')
  const defaultStatus = tab === 'outbox' ? 'all' : 'open'
  if (status !== defaultStatus) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `?${text}` : ''
}
