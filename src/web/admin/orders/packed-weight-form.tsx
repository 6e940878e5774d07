import { useState } from 'react'
import { z } from 'zod'
import { formatPackedKg } from '#shared/packed-weight.ts'
import {
  canRecordBelowTolerance,
  lightestWithinTolerance,
  priceLoweringMessages,
} from '#shared/price-lowering.ts'
import { packedKgSchema } from '#shared/schemas/packing.ts'
import { useRecordPackedWeight } from '#web/admin/orders/api/record-packed-weight.ts'
import { useStaffUser } from '#web/admin/require-staff.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { type ApiForm, useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { FieldError } from '#web/ui/field-error.tsx'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.ts'
import { type BeyondToleranceChoice, BeyondToleranceDialog } from './beyond-tolerance-dialog.tsx'
import { packedKgInputText } from './packing-format.ts'

const packedWeightFormSchema = z.object({ packedKg: packedKgSchema })
type PackedWeightValues = z.input<typeof packedWeightFormSchema>
type PackedWeightForm = ApiForm<PackedWeightValues, z.output<typeof packedWeightFormSchema>>

const FAILURE_TITLE = 'Packed Weight Not Saved'

interface PackedWeightFormProps {
  orderId: string
  itemId: number
  packedGrams: number | null
  /** The weight ordered: a heavier weight beyond the tolerance asks whether the shopper agreed. */
  orderedGrams: number
  /** The order's packing version as staff see it: a weight recorded meanwhile is refused (409). */
  packingVersion: number
  /** Which line the box is for, read by screen readers and in the toast ('Premium Ribeye Steak'). */
  lineLabel: string
  /**
   * The order's tolerance, where the screen knows it (the order dialog): an editor reads
   * under the box from which weight down an admin records it. Elsewhere the server's
   * 403 says the same under the box.
   */
  tolerancePercent?: number
  className?: string
}

/**
 * The weight staff packed for one line priced by packed weight (issue 17), the same
 * form in the order dialog and on the Deliveries packing list. Typed in kg as the
 * scale reads it; the server re-prices the line. A weight beyond the tolerance is
 * asked about first and sent again with the confirmation. On paper, the box prints
 * as the weight recorded or a blank to write it on.
 */
export function PackedWeightForm({
  orderId,
  itemId,
  packedGrams,
  orderedGrams,
  packingVersion,
  lineLabel,
  tolerancePercent,
  className,
}: PackedWeightFormProps) {
  const record = useRecordPackedWeight(orderId)
  const { role } = useStaffUser()
  const lightest =
    tolerancePercent === undefined || canRecordBelowTolerance(role)
      ? null
      : lightestWithinTolerance(orderedGrams, tolerancePercent)
  const [confirming, setConfirming] = useState<{ grams: number; message: string } | null>(null)
  const fieldId = `packed-weight-${orderId}-${itemId}`
  const errorId = `${fieldId}-error`

  const send = (
    grams: number,
    confirmBeyondTolerance: boolean,
    choice: BeyondToleranceChoice = { chargeAbove: false },
  ) =>
    record.mutateAsync({
      itemId,
      packedGrams: grams,
      packingVersion,
      confirmBeyondTolerance,
      ...choice,
    })

  const saved = (grams: number, form: PackedWeightForm) => {
    form.reset({ packedKg: packedKgInputText(grams) })
    toast.success('Packed Weight Saved', {
      description: `${lineLabel}: ${formatPackedKg(grams)}`,
    })
  }

  const { form, onSubmit, pending } = useApiForm({
    schema: packedWeightFormSchema,
    defaultValues: { packedKg: packedKgInputText(packedGrams) },
    // The server names the grams; the form's field is the kg typed (see onFailure).
    fieldNames: ['packedKg'],
    submit: ({ packedKg }) => send(packedKg, false).then(() => packedKg),
    onSuccess: saved,
    onFailure: (error, form) => {
      // 403: an editor's weight below the tolerance, which an admin records (issue 29).
      if (!isApiError(error) || (error.status !== 422 && error.status !== 403)) return false
      const message = error.fields?.packedGrams ?? error.message
      if (error.code === 'confirmation_required') {
        const grams = packedKgSchema.safeParse(form.getValues('packedKg'))
        if (!grams.success) return false
        setConfirming({ grams: grams.data, message })
        return true
      }
      if (!error.fields?.packedGrams) return false
      form.setError('packedKg', { message })
      form.setFocus('packedKg')
      return true
    },
    failureTitle: FAILURE_TITLE,
  })

  const onConfirm = (choice: BeyondToleranceChoice) => {
    if (!confirming) return
    const { grams } = confirming
    void send(grams, true, choice).then(
      () => {
        setConfirming(null)
        saved(grams, form)
      },
      (error: unknown) => {
        setConfirming(null)
        toast.error(FAILURE_TITLE, { description: apiErrorMessage(error) })
      },
    )
  }

  const error = form.formState.errors.packedKg?.message
  const hintId = `${fieldId}-hint`
  const describedBy = [error ? errorId : null, lightest !== null ? hintId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <form noValidate onSubmit={onSubmit} className="print:hidden">
        <label htmlFor={fieldId} className="block text-xs font-medium text-stone-700">
          Packed weight (kg)<span className="sr-only"> of {lineLabel}</span>
        </label>
        <div className="mt-1 flex items-center gap-2">
          {/* Input fills its box: the box sets the width (the scale's reading fits in it). */}
          <div className="w-28 shrink-0">
            <Input
              id={fieldId}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 1.070"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              {...form.register('packedKg')}
            />
          </div>
          <Button type="submit" size="sm" disabled={pending || record.isPending}>
            {pending ? 'Saving...' : 'Save'}
            <span className="sr-only"> packed weight of {lineLabel}</span>
          </Button>
        </div>
        <FieldError id={errorId} message={error} />
        {lightest !== null && (
          <p id={hintId} className="mt-1 text-xs text-stone-600">
            {priceLoweringMessages.belowToleranceHint(lightest)}
          </p>
        )}
      </form>
      <span className="hidden print:inline">
        {packedGrams === null ? 'Packed: ________ kg' : `Packed: ${formatPackedKg(packedGrams)}`}
      </span>
      <BeyondToleranceDialog
        // Each question starts without an agreement ticked.
        key={confirming?.grams ?? 'none'}
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        message={confirming?.message ?? ''}
        heavier={(confirming?.grams ?? 0) > orderedGrams}
        pending={record.isPending}
        onConfirm={onConfirm}
      />
    </div>
  )
}
