import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { MAX_HEAVIER_AGREED_NOTE_LENGTH, packedWeightMessages } from '#shared/packed-weight.ts'
import { ConfirmDialog } from '#web/admin/ui/confirm-dialog.tsx'
import { Checkbox } from '#web/admin/ui/form/checkbox.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'

/** What staff confirm a weight beyond the tolerance with (issue 28 §4). */
export interface BeyondToleranceChoice {
  /** The shopper agreed to pay for the whole heavier weight, above the top of the range. */
  chargeAbove: boolean
  /** Who agreed and how ('Customer agreed by phone'); sent with `chargeAbove`. */
  heavierAgreedNote?: string
}

interface AgreementValues {
  agreed: boolean
  note: string
}

interface BeyondToleranceDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The server's question: '1.300 kg is 30% above the ordered 1 kg, …'. */
  message: string
  /** Heavier than ordered: the line is capped at the top of its range unless the shopper agreed. */
  heavier: boolean
  pending: boolean
  onConfirm: (choice: BeyondToleranceChoice) => void
}

/**
 * 'Beyond the tolerance': asks before a weight the scale may have got wrong, and, for a
 * heavier one, whether the shopper agreed to pay for all of it (who and how). Without
 * that agreement the line is charged at most the top of the range the shopper was
 * promised. Focus starts on Cancel, so Enter alone never confirms.
 */
export function BeyondToleranceDialog({
  open,
  onOpenChange,
  message,
  heavier,
  pending,
  onConfirm,
}: BeyondToleranceDialogProps) {
  const form = useForm<AgreementValues>({ defaultValues: { agreed: false, note: '' } })
  const agreed = form.watch('agreed')
  const noteId = useId()
  const agreedId = `${noteId}-agreed`
  const noteErrorId = `${noteId}-error`
  const noteError = form.formState.errors.note?.message

  const confirm = form.handleSubmit(({ agreed, note }) => {
    if (!heavier || !agreed) return onConfirm({ chargeAbove: false })
    const trimmed = note.trim()
    if (trimmed === '') {
      form.setError('note', { message: packedWeightMessages.agreementRequired })
      form.setFocus('note')
      return
    }
    onConfirm({ chargeAbove: true, heavierAgreedNote: trimmed })
  })

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset()
        onOpenChange(next)
      }}
      title="Beyond the tolerance"
      description={message}
      confirmLabel="Save anyway"
      pending={pending}
      pendingLabel="Saving..."
      onConfirm={() => void confirm()}
    >
      {heavier && (
        <div className="mt-4 space-y-3 text-sm">
          <div className="flex items-start gap-2 text-stone-800">
            <Checkbox id={agreedId} className="mt-0.5" {...form.register('agreed')} />
            <label htmlFor={agreedId}>The customer agreed to pay for the heavier weight</label>
          </div>
          {agreed ? (
            <div>
              <label htmlFor={noteId} className="block font-medium text-stone-700">
                Who agreed, and how
              </label>
              <Input
                id={noteId}
                className="mt-1"
                placeholder="Customer agreed by phone"
                maxLength={MAX_HEAVIER_AGREED_NOTE_LENGTH}
                autoComplete="off"
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? noteErrorId : undefined}
                {...form.register('note')}
              />
              <FieldError id={noteErrorId} message={noteError} />
            </div>
          ) : (
            <p className="text-stone-600">
              Without the customer’s agreement, the line is charged at most the top of the range
              they were promised.
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  )
}
