import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AdminStatusFilter } from '../../../shared/schemas/admin-catalog'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { SearchBox } from './search-box'

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
  const statusId = `${noun}-status-filter`
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchBox
        id={`${noun}-search`}
        label={`Search ${noun}`}
        placeholder={placeholder}
        maxLength={100}
        value={q}
        onSearch={onSearch}
      />
      {children}
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor={statusId} className="sr-only">
          Filter {noun} by status
        </label>
        <Select
          id={statusId}
          value={status}
          onChange={(event) =>
            onStatus(statusOptions.find((o) => o.value === event.target.value)?.value ?? 'all')
          }
        >
          {statusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </div>
  )
}
