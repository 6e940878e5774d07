import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Visibility } from '#shared/schemas/admin-catalog.ts'
import { DeleteRowButton, EditRowButton } from '#web/admin/ui/row-action-buttons.tsx'
import { VisibilityBadge } from '#web/admin/ui/status-badge.tsx'
import { TableHeader } from '#web/admin/ui/table-header.tsx'
import { VisibilityButton } from '#web/admin/ui/visibility-button.tsx'
import { cn } from '#web/ui/cn.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'

export interface CatalogColumn<TItem> {
  heading: string
  cell: (item: TItem) => ReactNode
  className?: string
}

interface CatalogTableProps<TItem> {
  /** 'Bundles': the table's accessible name. */
  title: string
  items: TItem[]
  columns: CatalogColumn<TItem>[]
  nameOf: (item: TItem) => string
  emptyTitle: string
  emptyIcon: LucideIcon
  stale: boolean
  /** The item whose visibility is being changed, if any. */
  togglingId: number | null
  onToggle: (item: TItem, next: Visibility) => void
  onEdit: (item: TItem) => void
  onDelete: (item: TItem) => void
}

/**
 * A management table: the screen's columns, then status and the row actions (eye,
 * edit, delete). Scrolls sideways inside its box on narrow screens.
 */
export function CatalogTable<TItem extends { id: number; visibility: Visibility }>({
  title,
  items,
  columns,
  nameOf,
  emptyTitle,
  emptyIcon,
  stale,
  togglingId,
  onToggle,
  onEdit,
  onDelete,
}: CatalogTableProps<TItem>) {
  if (items.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />
  return (
    <section
      aria-label={title}
      className={cn('relative overflow-x-auto transition-opacity', stale && 'opacity-60')}
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <TableHeader
          columns={[
            ...columns.map((column) => column.heading),
            'Status',
            { label: 'Actions', align: 'right' },
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {items.map((item) => {
            const name = nameOf(item)
            return (
              <tr key={item.id} className="hover:bg-cream-50">
                {columns.map((column) => (
                  <td
                    key={column.heading}
                    className={cn('px-4 py-3 text-stone-900', column.className)}
                  >
                    {column.cell(item)}
                  </td>
                ))}
                <td className="px-4 py-3">
                  <VisibilityBadge visibility={item.visibility} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <VisibilityButton
                      name={name}
                      visibility={item.visibility}
                      pending={togglingId === item.id}
                      onToggle={(next) => onToggle(item, next)}
                    />
                    <EditRowButton name={name} onClick={() => onEdit(item)} />
                    <DeleteRowButton name={name} onClick={() => onDelete(item)} />
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
