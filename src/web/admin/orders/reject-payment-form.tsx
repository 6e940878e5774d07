import { MAX_REJECTION_REASON_LENGTH } from '#shared/payment-state.ts'
import { rejectPaymentSchema } from '#shared/schemas/payments.ts'
import { useRejectPayment } from '#web/admin/orders/api/reject-payment.ts'
import { FormTextarea } from '#web/admin/ui/form/form-textarea.tsx'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'

/**
 * Refuses the newest proof of payment. The reason is required because the shopper reads
 * it in the email that asks for another proof. A 409 (another staff member verified or
 * rejected it first) is the usual failure toast with the server's words; the order is
 * read again, so the section shows what really happened.
 */
export function RejectPaymentForm({
  orderId,
  proofId,
  onDone,
}: {
  orderId: string
  /** The proof on screen: a newer one sent meanwhile is refused (409), not rejected unseen. */
  proofId: number
  /** Closes the form: after a rejection, or on Cancel. */
  onDone: () => void
}) {
  const reject = useRejectPayment(orderId)
  const { form, onSubmit, pending } = useApiForm({
    schema: rejectPaymentSchema,
    defaultValues: { reason: '' },
    fieldNames: ['reason'],
    submit: ({ reason }) => reject.mutateAsync({ reason, proofId }),
    onSuccess: () => {
      toast.success('Proof Rejected', {
        description: 'The customer is emailed the reason and asked for another proof.',
      })
      onDone()
    },
    failureTitle: 'Proof Not Rejected',
  })

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Reject proof of payment"
      className="mt-3 space-y-3 rounded-lg border border-stone-200 bg-cream-50 p-3"
    >
      <LabelledField
        form={form}
        name="reason"
        id="reject-payment-reason"
        label="Reason"
        as={FormTextarea}
        required
        maxLength={MAX_REJECTION_REASON_LENGTH}
        placeholder="e.g. The amount on the screenshot does not match the order total."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Rejecting...' : 'Reject Proof'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
