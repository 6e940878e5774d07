import { Download, Plus, Trash2 } from 'lucide-react'
import { adminSubscribersApiPaths } from '#shared/api-paths/subscribers.ts'
import { LIST_SEARCH_MAX_LENGTH } from '#shared/list-params.ts'
import {
  type SubscriberFilter,
  subscriberRangeLabels,
  subscriberRanges,
  subscriberSortLabels,
  subscriberSorts,
} from '#shared/schemas/admin-subscribers.ts'
import { SearchBox } from '#web/admin/ui/search-box.tsx'
import { Button } from '#web/ui/button.tsx'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { Select } from '#web/ui/select.tsx'

interface SubscribersToolbarProps {
  filter: SubscriberFilter
  onChange: (patch: Partial<SubscriberFilter>) => void
  selectedCount: number
  onDeleteSelected: () => void
  onAdd: () => void
}

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
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor="subscribers-range" className="sr-only">
          Filter subscribers by date
        </label>
        <Select
          id="subscribers-range"
          value={filter.range}
          onChange={(event) =>
            onChange({ range: subscriberRanges.find((r) => r === event.target.value) })
          }
        >
          {subscriberRanges.map((range) => (
            <option key={range} value={range}>
              {subscriberRangeLabels[range]}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor="subscribers-sort" className="sr-only">
          Sort subscribers
        </label>
        <Select
          id="subscribers-sort"
          value={filter.sort}
          onChange={(event) =>
            onChange({ sort: subscriberSorts.find((s) => s === event.target.value) })
          }
        >
          {subscriberSorts.map((sort) => (
            <option key={sort} value={sort}>
              {subscriberSortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={selectedCount === 0} onClick={onDeleteSelected}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Button>
        {/* A plain download link: the browser streams the file, no JavaScript needed. */}
        <a
          href={adminSubscribersApiPaths.exportCsv(filter)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Subscriber
        </Button>
      </div>
    </div>
  )
}
