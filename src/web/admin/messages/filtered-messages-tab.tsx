import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { SelectOption } from '#web/admin/ui/option-select.tsx'
import { ListPagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import type { MessagesTabProps } from './messages-params.ts'
import { StatusFilter } from './status-filter.tsx'

interface FilteredMessagesTabProps<TStatus extends string, TItem>
  extends Omit<MessagesTabProps<TStatus>, 'page'> {
  /** e.g. 'outbox-status-filter'. */
  filterId: string
  statusOptions: readonly SelectOption<TStatus>[]
  /** The tab's page of the list, for `status` and the page in the URL. */
  query: UseQueryResult<{ items: TItem[]; total: number; page: number; pageCount: number }>
  loadingLabel: string
  errorMessage: string
  /** The panel around the list; '' for none (the contact messages are cards). */
  panelClassName?: string
  /** What shows when the page holds nothing. */
  empty: ReactNode
  children: (items: TItem[]) => ReactNode
}

/**
 * One tab of the Messages screen: the "Show" filter (which starts again at page 1),
 * the page of the list or `empty`, and the pagination under it.
 */
export function FilteredMessagesTab<TStatus extends string, TItem>({
  status,
  onChange,
  filterId,
  statusOptions,
  query,
  loadingLabel,
  errorMessage,
  panelClassName,
  empty,
  children,
}: FilteredMessagesTabProps<TStatus, TItem>) {
  return (
    <div className="space-y-4">
      <StatusFilter
        id={filterId}
        label="Show"
        value={status}
        options={statusOptions}
        onChange={(next) => onChange(next, 1)}
      />
      <QueryPanel
        query={query}
        loadingLabel={loadingLabel}
        errorMessage={errorMessage}
        className={panelClassName}
      >
        {(data) => (data.items.length === 0 ? empty : children(data.items))}
      </QueryPanel>
      <ListPagination list={query.data} onPage={(next) => onChange(status, next)} />
    </div>
  )
}
