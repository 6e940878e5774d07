import type { LucideIcon } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

interface BulkActionButtonProps {
  /** 'Delete Selected': followed by the count, '(2)', while rows are selected. */
  label: string
  icon: LucideIcon
  /** The rows shown checked (`useRowSelection`'s `ids.length`). */
  count: number
  onClick: () => void
}

/**
 * A list's action on its selected rows: disabled while nothing is selected, and
 * naming how many rows it acts on (docs/product-rules.md §4 Row selection).
 */
export function BulkActionButton({ label, icon: Icon, count, onClick }: BulkActionButtonProps) {
  return (
    <Button variant="secondary" disabled={count === 0} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  )
}
