import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminStatusFilter, Visibility } from '#shared/schemas/admin-catalog.ts'
import { AdminDialog } from '#web/admin/ui/admin-dialog.tsx'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { FilterSelect } from '#web/admin/ui/filter-select.tsx'
import { ListToolbar } from '#web/admin/ui/list-toolbar.tsx'
import { Pagination } from '#web/admin/ui/pagination.tsx'
import { QueryPanel } from '#web/admin/ui/query-panel.tsx'
import { useListParams } from '#web/admin/ui/use-list-params.ts'
import {
  type CatalogResource,
  useCatalogList,
  useDeleteCatalogItem,
  useSetCatalogVisibility,
} from './catalog-resource.ts'
import { type CatalogColumn, CatalogTable } from './catalog-table.tsx'

/** An extra filter kept in the URL under `key` ('all' means none), e.g. the category. */
export interface CatalogFilter {
  key: string
  label: string
  options: { value: string; label: string }[]
}

interface CatalogScreenProps<TItem> {
  resource: CatalogResource<TItem>
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
  filters?: CatalogFilter[]
  /** What the delete confirmation says will happen to this item. */
  deleteDescription?: (item: TItem) => string
}

const noFilters: CatalogFilter[] = []

/**
 * A catalog management screen (SPEC.md §2): search, status filter and add button,
 * the server-paged table with eye, edit and delete, the add/edit dialog and the
 * delete confirmation. Bundles, recipes and promos differ only in their columns
 * and their form.
 */
export function CatalogScreen<TItem extends { id: number; visibility: Visibility }>({
  resource,
  noun,
  searchPlaceholder,
  emptyTitle,
  emptyIcon,
  columns,
  dialogSize = 'md',
  renderForm,
  filters = noFilters,
  deleteDescription,
}: CatalogScreenProps<TItem>) {
  const { list, update } = useListParams(filters.map((f) => f.key))
  const items = useCatalogList(resource, {
    q: list.q,
    status: list.status,
    ...list.extra,
    page: list.page,
  })
  const setVisibility = useSetCatalogVisibility(resource)
  const remove = useDeleteCatalogItem(resource)
  // undefined: dialog closed; null: adding; an item: editing it.
  const [editing, setEditing] = useState<TItem | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<TItem | null>(null)

  const onSearch = useCallback((q: string) => update({ q }), [update])
  const onStatus = useCallback((status: AdminStatusFilter) => update({ status }), [update])
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

  // A page beyond the last one (an old link, fewer items now): go to the last.
  const pageCount = items.data?.pageCount ?? 0
  const beyondLastPage = !items.isPlaceholderData && pageCount > 0 && list.page > pageCount
  useEffect(() => {
    if (beyondLastPage) update({ page: pageCount })
  }, [beyondLastPage, pageCount, update])

  const title = noun.charAt(0).toUpperCase() + noun.slice(1)
  return (
    <div className="space-y-4">
      <ListToolbar
        noun={noun}
        q={list.q}
        onSearch={onSearch}
        placeholder={searchPlaceholder}
        status={list.status}
        onStatus={onStatus}
        addLabel={`Add ${resource.label}`}
        onAdd={() => setEditing(null)}
      >
        {filters.map((filter) => (
          <FilterSelect
            key={filter.key}
            id={`${noun}-${filter.key}-filter`}
            label={filter.label}
            value={list.extra[filter.key] ?? 'all'}
            options={filter.options}
            onChange={(value) => update({ extra: { [filter.key]: value } })}
          />
        ))}
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
            togglingId={setVisibility.isPending ? (setVisibility.variables?.item.id ?? null) : null}
            onToggle={(item, visibility) => setVisibility.mutate({ item, visibility })}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryPanel>
      {items.data && items.data.total > 0 && (
        <Pagination
          page={items.data.page}
          pageCount={items.data.pageCount}
          onPage={(page) => update({ page })}
        />
      )}
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
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }}
      />
    </div>
  )
}
