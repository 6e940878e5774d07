import { Button } from '#web/ui/button.tsx'
import { SaveButton } from './save-button.tsx'

/** Cancel and save at the foot of an add/edit dialog. */
export function DialogFormActions({
  pending,
  saveLabel,
  onCancel,
}: {
  pending: boolean
  saveLabel: string
  onCancel: () => void
}) {
  return (
    <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SaveButton pending={pending} label={saveLabel} />
    </div>
  )
}
