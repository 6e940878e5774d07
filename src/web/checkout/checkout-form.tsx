import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { CheckoutOptions, PublicOrder } from '#shared/schemas/orders.ts'
import { toQuoteLine, useCartQuote } from '#web/cart/api/quote-cart.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'
import { priceCart } from '#web/cart/priced-cart.ts'
import { usePlaceOrder } from '#web/checkout/api/place-order.ts'
import { CheckoutSummary } from '#web/checkout/components/checkout-summary.tsx'
import { CustomerFields, ShippingFields } from '#web/checkout/components/customer-fields.tsx'
import { PaymentMethodFieldset } from '#web/checkout/components/payment-method-fieldset.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/ui/toast.ts'
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutFieldNames,
  checkoutFormSchema,
  emptyCheckoutForm,
  splitFieldErrors,
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
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: emptyCheckoutForm,
  })
  const zoneId = useWatch({ control: form.control, name: 'zoneId' })
  const totals = checkoutTotals(priced.subtotalCentavos, options, zoneId)
  const placing = placeOrder.isPending

  /** Nothing was written: a fresh key keeps the next attempt from meeting this refusal. */
  const refused = (message: string) => {
    setIdempotencyKey(newKey())
    setProblem(message)
    void queryClient.invalidateQueries({ queryKey: ['cart', 'quote'] })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null)
    let order: PublicOrder
    try {
      order = await placeOrder.mutateAsync({
        ...values,
        lines: lines.map(toQuoteLine),
        idempotencyKey,
      })
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const { form: fields, other } = splitFieldErrors(error.fields)
        const names = checkoutFieldNames.filter((name) => fields[name])
        for (const name of names) form.setError(name, { message: fields[name] })
        if (names[0]) form.setFocus(names[0])
        refused(
          other[0] ?? (names.length > 0 ? 'Please check the highlighted fields.' : error.message),
        )
        return
      }
      if (isApiError(error) && error.status === 409) {
        refused(error.message)
        toast.error('Order Not Placed', { description: error.message })
        return
      }
      const description =
        isApiError(error) && error.status < 500 && error.code !== 'unexpected_response'
          ? error.message
          : 'Something went wrong on our side. Please try again in a moment.'
      setProblem(description)
      toast.error('Order Not Placed', { description })
      return
    }
    toast.success('Thank you for your order!', { description: `Order ${order.orderId}` })
    onPlaced(order)
  })

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
