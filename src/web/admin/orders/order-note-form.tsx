import { orderNoteSchema } from '#shared/schemas/orders.ts'
import { useAddOrderNote } from '#web/admin/orders/api/add-order-note.ts'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { Label } from '#web/ui/label.tsx'
import { toast } from '#web/ui/toast.ts'

const MAX_NOTE_LENGTH = 2000

/** The server keeps what it is given; a blank note is simply not sent. */
const noteFormSchema = orderNoteSchema.extend({
  note: orderNoteSchema.shape.note.trim().min(1),
})

/** Internal notes: staff only, never shown to the shopper. Blank notes are not sent. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const addNote = useAddOrderNote(orderId)
  const { form, onSubmit, pending } = useApiForm({
    schema: noteFormSchema,
    defaultValues: { note: '' },
    fieldNames: ['note'],
    submit: ({ note }) => addNote.mutateAsync(note),
    onSuccess: (_order, form) => {
      toast.success('Note Added')
      form.reset({ note: '' })
    },
    failureTitle: 'Note Not Added',
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor="order-note">Internal notes</Label>
      <FormTextarea
        id="order-note"
        maxLength={MAX_NOTE_LENGTH}
        placeholder="Add a note for the team..."
        {...form.register('note')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding...' : 'Add Note'}
      </Button>
    </form>
  )
}
