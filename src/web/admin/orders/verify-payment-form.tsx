import { useState } from 'react'
import type { z } from 'zod'
import { amountInputText } from '#shared/payment-state.ts'
import { amountReceivedFormSchema } from '#shared/schemas/payments.ts'
import { useVerifyPayment } from '#web/admin/orders/api/verify-payment.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useApiForm } from '#web/lib/forms/use-api-form.ts'
import { Button } from '#web/ui/button.tsx'
import { LabelledField } from '#web/ui/labelled-field.tsx'
import { toast } from '#web/ui/toast.ts'
import { RejectPaymentForm } from './reject-payment-form.tsx'

type AmountReceivedValues = z.input<typeof amountReceivedFormSchema>

/**
 * 'Verify Payment' with the amount received (issue 28 §1), filled with what the proof
 * was asked for (the amount due, or the balance for a balance proof) and changed when
 * the screenshot shows another amount: less leaves a balance, more a refund. The
 * amount is checked here with the server's messages. Reject first asks for the reason
 * the shopper will read.
 */
export function VerifyPaymentForm({
  orderId,
  proofId,
  expectedCentavos,
  balanceProof,
}: {
  orderId: string
  /** The proof on screen: a newer one sent meanwhile is refused (409), not reviewed unseen. */
  proofId: number
  /** What the amount received starts with. */
  expectedCentavos: number
  balanceProof: boolean
}) {
  const verify = useVerifyPayment(orderId)
  const [rejecting, setRejecting] = useState(false)
  const { form, onSubmit, pending } = useApiForm({
    schema: amountReceivedFormSchema,
    defaultValues: { amountReceived: amountInputText(expectedCentavos) } as AmountReceivedValues,
    fieldNames: ['amountReceived'],
    submit: (amountReceivedCentavos) =>
      verify.mutateAsync({
        proofId,
        amountReceivedCentavos: amountReceivedCentavos.amountReceived,
      }),
    onSuccess: () =>
      toast.success('Payment Verified', {
        description: balanceProof
          ? `Order ${orderId}'s balance payment is recorded; the customer is emailed.`
          : `Order ${orderId} is paid; the customer is emailed.`,
      }),
    // The server names the centavos; the form's field is the pesos typed.
    onFailure: (error, form) => {
      const message = isApiError(error) ? error.fields?.amountReceivedCentavos : undefined
      if (!message) return false
      form.setError('amountReceived', { message })
      form.setFocus('amountReceived')
      return true
    },
    // 409 when another staff member verified or rejected it first: the server says
    // which, and the order is read again (the mutation's onSettled).
    failureTitle: 'Payment Not Verified',
  })

  if (rejecting)
    return (
      <RejectPaymentForm orderId={orderId} proofId={proofId} onDone={() => setRejecting(false)} />
    )
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Verify payment" className="mt-3 grid gap-3">
      <LabelledField
        form={form}
        name="amountReceived"
        id={`amount-received-${orderId}`}
        label="Amount received (₱)"
        hint={balanceProof ? '(the balance payment on the screenshot)' : '(as on the screenshot)'}
        className="max-w-60"
        inputMode="decimal"
        autoComplete="off"
        maxLength={40}
        disabled={pending}
        controlClassName="tabular-nums"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Verifying...' : 'Verify Payment'}
        </Button>
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={pending}>
          Reject
        </Button>
      </div>
    </form>
  )
}
