import { zodResolver } from '@hookform/resolvers/zod'
import { Search } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { OrderLookup } from '#web/checkout/api/lookup-order.ts'
import {
  orderLookupFormSchema,
  type OrderLookupForm as Values,
} from '#web/checkout/checkout-form-schema.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input, RequiredEmailInput } from '#web/ui/input.tsx'

interface OrderLookupFormProps {
  initial: OrderLookup
  busy: boolean
  onLookup: (lookup: OrderLookup) => void
}

/** Order ID and email; the page looks the order up with them. */
export function OrderLookupForm({ initial, busy, onLookup }: OrderLookupFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(orderLookupFormSchema), defaultValues: initial })

  // Follow the address bar (back and forward between lookups).
  useEffect(() => reset(initial), [initial, reset])

  return (
    <form
      onSubmit={handleSubmit(onLookup)}
      noValidate
      aria-label="Find your order"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
    >
      <FormField id="lookup-order-id" label="Order ID" error={errors.orderId?.message}>
        {(c) => <Input {...c} aria-required="true" placeholder="E2E-…" {...register('orderId')} />}
      </FormField>
      <FormField id="lookup-email" label="Email" error={errors.email?.message}>
        {(c) => <RequiredEmailInput {...c} {...register('email')} />}
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={busy}>
        <Search aria-hidden="true" className="size-4" />
        Find Order
      </Button>
    </form>
  )
}
