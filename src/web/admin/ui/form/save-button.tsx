import { Button } from '#web/ui/button.tsx'

/** A form's submit button: disabled and saying 'Saving...' while the save runs. */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? 'Saving...' : label}
    </Button>
  )
}
