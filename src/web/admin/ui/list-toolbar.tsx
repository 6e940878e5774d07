import type { ReactNode } from 'react'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import { cn } from '#web/ui/cn.ts'
import { AddButton } from './add-button.tsx'
import { SearchBox } from './search-box.tsx'

interface ListSearch {
  /** e.g. 'users-search'. */
  id: string
  /** Read by screen readers ('Search users'); the placeholder is only a hint. */
  label: string
  placeholder: string
  value: string
  onSearch: (q: string) => void
}

interface ListToolbarProps {
  /** The search box first, when the list has one (its length is the lists' one limit). */
  search?: ListSearch
  /** The list's filters and actions, in order. */
  children?: ReactNode
  /** The "Add …" button last, when the list has one. */
  add?: { label: string; onAdd: () => void }
  /** e.g. 'print:hidden'. */
  className?: string
}

/** The card above every back-office list: search, filters, actions; wraps on phones. */
export function ListToolbar({ search, children, add, className }: ListToolbarProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200',
        className,
      )}
    >
      {search && <SearchBox maxLength={LIST_SEARCH_MAX_LENGTH} {...search} />}
      {children}
      {add && <AddButton {...add} />}
    </div>
  )
}
