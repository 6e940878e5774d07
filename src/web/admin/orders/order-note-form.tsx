import { type FormEvent, useState } from 'react'
import { useAddOrderNote } from '#web/admin/orders/api/add-order-note.ts'
import { Button } from '#web/ui/button.tsx'
import { Label } from '#web/ui/label.tsx'

const MAX_NOTE_LENGTH = 2000

/** Internal notes: staff only, never shown to the shopper. Blank notes are not sent. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const [note, setNote] = useState('')
  const addNote = useAddOrderNote(orderId)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const text = note.trim()
    if (text === '' || addNote.isPending) return
    addNote.mutate(text, { onSuccess: () => setNote('') })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor="order-note">Internal notes</Label>
      <textarea
        id="order-note"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Add a note for the team..."
        className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 sm:text-sm"
      />
      <Button type="submit" disabled={addNote.isPending}>
        {addNote.isPending ? 'Adding...' : 'Add Note'}
      </Button>
    </form>
  )
}
