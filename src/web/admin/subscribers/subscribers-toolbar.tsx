import { Plus, Trash2 } from 'lucide-react'
import { adminSubscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import {
  type SubscriberFilter,
  subscriberRangeLabels,
  subscriberRanges,
  subscriberSortLabels,
  subscriberSorts,
} from '#shared/schemas/admin-subscribers.ts'
import { BulkActionButton } from '#web/admin/ui/bulk-action-button.tsx'
import { ExportCsvLink } from '#web/admin/ui/export-csv-link.tsx'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { SearchBox } from '#web/admin/ui/search-box.tsx'
import { Button } from '#web/ui/button.tsx'

interface SubscribersToolbarProps {
  filter: SubscriberFilter
  onChange: (patch: Partial<SubscriberFilter>) => void
  /** The rows shown checked. */
  selectedCount: number
  onDeleteSelected: () => void
  onAdd: () => void
}

const rangeOptions = subscriberRanges.map((range) => ({
  value: range,
  label: subscriberRangeLabels[range],
}))
const sortOptions = subscriberSorts.map((sort) => ({
  value: sort,
  label: subscriberSortLabels[sort],
}))

/** Search, date filter, sort, and the list's actions; wraps on phones. */
export function SubscribersToolbar({
  filter,
  onChange,
  selectedCount,
  onDeleteSelected,
  onAdd,
}: SubscribersToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchBox
        id="subscribers-search"
        label="Search subscribers by email"
        placeholder="Search by email..."
        maxLength={LIST_SEARCH_MAX_LENGTH}
        value={filter.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        id="subscribers-range"
        label="Filter subscribers by date"
        value={filter.range}
        options={rangeOptions}
        onChange={(range) => onChange({ range })}
      />
      <FilterSelect
        id="subscribers-sort"
        label="Sort subscribers"
        value={filter.sort}
        options={sortOptions}
        onChange={(sort) => onChange({ sort })}
      />
      <div className="flex flex-wrap gap-3">
        <BulkActionButton
          label="Delete Selected"
          icon={Trash2}
          count={selectedCount}
          onClick={onDeleteSelected}
        />
        <ExportCsvLink href={adminSubscribersApiPaths.exportCsv(filter)} />
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Subscriber
        </Button>
      </div>
    </div>
  )
}
