import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import type { AdminStatusFilter } from '#shared/schemas/admin-catalog.ts'
import { Button } from '#web/ui/button.tsx'
import { FilterSelect } from './filter-select.tsx'
import { SearchBox } from './search-box.tsx'

interface ListToolbarProps {
  /** e.g. 'products': names the search box and filter for screen readers. */
  noun: string
  q: string
  onSearch: (q: string) => void
  placeholder: string
  status: AdminStatusFilter
  onStatus: (status: AdminStatusFilter) => void
  /** Extra filters (the products' category) between search and status. */
  children?: ReactNode
  addLabel: string
  onAdd: () => void
}

const statusOptions: { value: AdminStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

/** Search, filters and the add button above every management table. */
export function ListToolbar({
  noun,
  q,
  onSearch,
  placeholder,
  status,
  onStatus,
  children,
  addLabel,
  onAdd,
}: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchBox
        id={`${noun}-search`}
        label={`Search ${noun}`}
        placeholder={placeholder}
        maxLength={LIST_SEARCH_MAX_LENGTH}
        value={q}
        onSearch={onSearch}
      />
      {children}
      <FilterSelect
        id={`${noun}-status-filter`}
        label={`Filter ${noun} by status`}
        value={status}
        options={statusOptions}
        onChange={onStatus}
      />
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </div>
  )
}
