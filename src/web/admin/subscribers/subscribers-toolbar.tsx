import { Trash2 } from 'lucide-react'
import { adminSubscribersApiPaths } from '#shared/api-paths/newsletter.ts'
import {
  type SubscriberFilter,
  subscriberRangeLabels,
  subscriberRanges,
  subscriberSortLabels,
  subscriberSorts,
} from '#shared/schemas/admin-subscribers.ts'
import { AddButton } from '#web/admin/ui/add-button.tsx'
import { BulkActionButton } from '#web/admin/ui/bulk-action-button.tsx'
import { ExportCsvLink } from '#web/admin/ui/export-csv-link.tsx'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'

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
    <ListToolbar
      search={{
        id: 'subscribers-search',
        label: 'Search subscribers by email',
        placeholder: 'Search by email...',
        value: filter.q,
        onSearch: (q) => onChange({ q }),
      }}
    >
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
        <AddButton label="Add Subscriber" onAdd={onAdd} />
      </div>
    </ListToolbar>
  )
}
