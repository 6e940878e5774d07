import { Plus } from 'lucide-react'
import { Button } from '#web/ui/button.tsx'

/** The "Add …" button of a management list, which opens the empty form. */
export function AddButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button onClick={onAdd}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}
