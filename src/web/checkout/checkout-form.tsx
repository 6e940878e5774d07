import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import type { CheckoutOptions, PublicOrder } from '#shared/schemas/orders.ts'
import { cartKeys } from '#web/cart/api/cart-keys.ts'
import { useCartQuote } from '#web/cart/api/quote-cart.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'
import { priceCart } from '#web/cart/priced-cart.ts'
import { toQuoteLine } from '#web/cart/quote-line.ts'
import { usePlaceOrder } from '#web/checkout/api/place-order.ts'
import { CheckoutSummary } from '#web/checkout/components/checkout-summary.tsx'
import { CustomerFields, ShippingFields } from '#web/checkout/components/customer-fields.tsx'
import { PaymentMethodFieldset } from '#web/checkout/components/payment-method-fieldset.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { showFieldErrors, useApiForm } from '#web/lib/forms/use-api-form.ts'
import { toast } from '#web/ui/toast.ts'
import {
  checkoutFieldNames,
  checkoutFormSchema,
  emptyCheckoutForm,
} from './checkout-form-schema.ts'
import { checkoutTotals } from './checkout-totals.ts'

const newKey = () => crypto.randomUUID()

interface CheckoutFormProps {
  lines: CartLine[]
  options: CheckoutOptions
  onPlaced: (order: PublicOrder) => void
}

export function CheckoutForm({ lines, options, onPlaced }: CheckoutFormProps) {
  // One key per visit: a double click or a retry after a lost answer returns the same order.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  const [problem, setProblem] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const placeOrder = usePlaceOrder()
  const quote = useCartQuote(lines)
  const priced = priceCart(lines, quote.data)

  /** Nothing was written: a fresh key keeps the next attempt from meeting this refusal. */
  const refused = (message: string) => {
    setIdempotencyKey(newKey())
    setProblem(message)
    void queryClient.invalidateQueries({ queryKey: cartKeys.quotes() })
  }

  const {
    form,
    onSubmit,
    pending: placing,
  } = useApiForm({
    schema: checkoutFormSchema,
    defaultValues: emptyCheckoutForm,
    fieldNames: checkoutFieldNames,
    submit: (values) => {
      setProblem(null)
      return placeOrder.mutateAsync({ ...values, lines: lines.map(toQuoteLine), idempotencyKey })
    },
    onSuccess: (order) => {
      toast.success('Thank you for your order!', { description: `Order ${order.orderId}` })
      onPlaced(order)
    },
    onFailure: (error, form) => {
      // A refused field goes beside it; a refused line (sold out, repriced) beside the summary.
      if (isApiError(error) && error.status === 422) {
        const shown = showFieldErrors(form, error, checkoutFieldNames)
        refused(
          shown?.other[0] ??
            (shown && shown.placed > 0 ? 'Please check the highlighted fields.' : error.message),
        )
        return true
      }
      if (isApiError(error) && error.status === 409) {
        refused(error.message)
        toast.error('Order Not Placed', { description: error.message })
        return true
      }
      // Anything else also gets the toast below.
      setProblem(apiErrorMessage(error))
      return false
    },
    failureTitle: 'Order Not Placed',
  })
  const zoneId = useWatch({ control: form.control, name: 'zoneId' })
  const totals = checkoutTotals(priced.subtotalCentavos, options, zoneId)

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={placing}>
        <fieldset
          disabled={placing}
          className="grid min-w-0 items-start gap-6 lg:grid-cols-[1fr_24rem]"
        >
          <legend className="sr-only">Checkout</legend>
          <div className="grid min-w-0 gap-6">
            <CustomerFields />
            <ShippingFields zones={options.zones} />
            <PaymentMethodFieldset gcash={options.gcash} />
          </div>
          <CheckoutSummary priced={priced} totals={totals} placing={placing} problem={problem} />
        </fieldset>
      </form>
    </FormProvider>
  )
}
