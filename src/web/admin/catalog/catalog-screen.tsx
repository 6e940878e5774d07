import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ListParamsSchema } from '#shared/list-params.ts'
import type { AdminStatusFilter, Visibility } from '#shared/schemas/admin-catalog.ts'
import type { CatalogResource } from '#web/admin/catalog/api/catalog-resource.ts'
import { useCatalogList } from '#web/admin/catalog/api/get-catalog-list.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'
import { ListPagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useListParams } from '#web/lib/lists/use-list-params.ts'
import { usePageInRange } from '#web/lib/lists/use-page-in-range.ts'
import type { CatalogListParams } from './catalog-list-params.ts'
import { type CatalogColumn, CatalogTable } from './catalog-table.tsx'
import { useCatalogRowActions } from './use-catalog-row-actions.ts'

const statusOptions: { value: AdminStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

/** An extra filter of the list's URL state ('all' means none), e.g. the category. */
export interface CatalogFilter<TList> {
  key: keyof TList & string
  label: string
  options: { value: string; label: string }[]
}

interface CatalogScreenProps<TItem, TList extends CatalogListParams> {
  resource: CatalogResource<TItem>
  /** The table's state in the URL: search, status, page and any extra filters. */
  listParams: ListParamsSchema<TList>
  /** 'bundles': names the search box, filter, table and messages. */
  noun: string
  searchPlaceholder: string
  emptyTitle: string
  emptyIcon: LucideIcon
  columns: CatalogColumn<TItem>[]
  /** 'lg' for the dialogs with product pickers and row lists. */
  dialogSize?: 'md' | 'lg'
  /** The add/edit form; mounted afresh each time the dialog opens. */
  renderForm: (item: TItem | null, close: () => void) => ReactNode
  filters?: CatalogFilter<TList>[]
  /** What the delete confirmation says will happen to this item. */
  deleteDescription?: (item: TItem) => string
}

/**
 * A catalog management screen (docs/product-rules.md §2): search, status filter and add button,
 * the server-paged table with eye, edit and delete, the add/edit dialog and the
 * delete confirmation. Bundles, recipes and promos differ only in their columns
 * and their form.
 */
export function CatalogScreen<
  TItem extends { id: number; visibility: Visibility },
  TList extends CatalogListParams,
>({
  resource,
  listParams,
  noun,
  searchPlaceholder,
  emptyTitle,
  emptyIcon,
  columns,
  dialogSize = 'md',
  renderForm,
  filters = [],
  deleteDescription,
}: CatalogScreenProps<TItem, TList>) {
  const { params: list, update } = useListParams(listParams)
  const items = useCatalogList(resource, { ...list, q: list.q.trim() })
  const actions = useCatalogRowActions(resource)
  // undefined: dialog closed; null: adding; an item: editing it.
  const [editing, setEditing] = useState<TItem | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<TItem | null>(null)

  const onSearch = useCallback((q: string) => update({ q } as Partial<TList>), [update])
  const onStatus = useCallback(
    (status: AdminStatusFilter) => update({ status } as Partial<TList>),
    [update],
  )
  const goToPage = useCallback((page: number) => update({ page } as Partial<TList>), [update])
  // `?new=1` (the dashboard's quick action) opens the add dialog at once; closing drops it.
  const [searchParams, setSearchParams] = useSearchParams()
  const wantsNew = searchParams.get('new') === '1'
  useEffect(() => {
    if (wantsNew) setEditing(null)
  }, [wantsNew])
  const close = useCallback(() => {
    setEditing(undefined)
    setSearchParams(
      (current) => {
        if (!current.has('new')) return current
        const next = new URLSearchParams(current)
        next.delete('new')
        return next
      },
      { replace: true },
    )
  }, [setSearchParams])

  usePageInRange(list.page, items, goToPage)

  const title = noun.charAt(0).toUpperCase() + noun.slice(1)
  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          id: `${noun}-search`,
          label: `Search ${noun}`,
          placeholder: searchPlaceholder,
          value: list.q,
          onSearch,
        }}
        add={{ label: `Add ${resource.label}`, onAdd: () => setEditing(null) }}
      >
        {filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`${noun}-${filter.key}-filter`}
            label={filter.label}
            value={String(list[filter.key])}
            options={filter.options}
            onChange={(value) => update({ [filter.key]: value } as Partial<TList>)}
          />
        ))}
        <FilterSelect
          id={`${noun}-status-filter`}
          label={`Filter ${noun} by status`}
          value={list.status}
          options={statusOptions}
          onChange={onStatus}
        />
      </ListToolbar>
      <QueryPanel
        query={items}
        loadingLabel={`Loading ${noun}`}
        errorMessage={`The ${noun} could not be loaded.`}
      >
        {(data, stale) => (
          <CatalogTable
            title={title}
            items={data.items}
            columns={columns}
            nameOf={resource.nameOf}
            emptyTitle={emptyTitle}
            emptyIcon={emptyIcon}
            stale={stale}
            togglingId={actions.togglingId}
            onToggle={actions.toggle}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryPanel>
      <ListPagination list={items.data} onPage={goToPage} />
      <AdminDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && close()}
        title={editing ? `Edit ${resource.label}` : `Add New ${resource.label}`}
        size={dialogSize}
      >
        {editing !== undefined && renderForm(editing, close)}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${resource.label}?`}
        description={
          deleting
            ? (deleteDescription?.(deleting) ??
              `${resource.nameOf(deleting)} will be removed for good. This cannot be undone.`)
            : ''
        }
        confirmLabel="Delete"
        pending={actions.deletePending}
        onConfirm={() => {
          if (deleting) actions.deleteItem(deleting, () => setDeleting(null))
        }}
      />
    </div>
  )
}
