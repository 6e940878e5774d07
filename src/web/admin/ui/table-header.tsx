import type { ReactNode } from 'react'

/** A header cell: its text, or the text plus how to show it. */
export type TableHeaderColumn =
  | string
  | {
      /** A string label doubles as the React key; a node label needs an explicit `key`. */
      label: string
      key?: string
      /** Keep the text for screen readers only ('Actions' over icon buttons). */
      srOnly?: boolean
      align?: 'left' | 'right'
      /** Replaces the cell's whole class list (e.g. a narrow checkbox column). */
      className?: string
    }
  | {
      label: ReactNode
      key: string
      srOnly?: boolean
      align?: 'left' | 'right'
      className?: string
    }

interface ColumnSpec {
  label: ReactNode
  key?: string
  srOnly?: boolean
  align?: 'left' | 'right'
  className?: string
}

/**
 * The `<thead>` shared by the back-office tables: one row of column headers on a
 * cream band. `className` and `cellPadding` cover the tables with a lighter style.
 */
export function TableHeader({
  columns,
  className = 'border-b border-stone-200 bg-cream-50 text-stone-700',
  cellPadding = 'px-4 py-3',
}: {
  columns: TableHeaderColumn[]
  className?: string
  cellPadding?: string
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const spec: ColumnSpec = typeof column === 'string' ? { label: column } : column
          const key = spec.key ?? String(spec.label)
          const cellClass =
            spec.className ??
            `${cellPadding} ${spec.align === 'right' ? 'text-right ' : ''}font-semibold`
          return (
            <th key={key} scope="col" className={cellClass}>
              {spec.srOnly ? <span className="sr-only">{spec.label}</span> : spec.label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
