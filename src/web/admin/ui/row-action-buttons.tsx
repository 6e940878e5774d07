import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

/** The pencil button of a table row; `name` names the row for screen readers. */
export function EditRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-5" />
    </Button>
  )
}

/** The red bin button of a table row; `name` names the row for screen readers. */
export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete ${name}`}
      className="text-red-700"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </Button>
  )
}
