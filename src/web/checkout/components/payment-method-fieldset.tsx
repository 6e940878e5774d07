import { useFormContext, useWatch } from 'react-hook-form'
import { paymentMethodLabels, paymentMethods } from '#shared/order-status.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import type { CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { GcashInstructions } from './gcash-instructions.tsx'

const hints = {
  cod: 'Pay in cash when your order arrives.',
  gcash: 'Send the payment to our GCash account.',
} as const

/** Cash on Delivery (default) or GCash; choosing GCash shows where to send the money. */
export function PaymentMethodFieldset({ gcash }: { gcash: GcashSettings }) {
  const { register } = useFormContext<CheckoutFormInput>()
  const chosen = useWatch<CheckoutFormInput, 'paymentMethod'>({ name: 'paymentMethod' })
  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-stone-900">
        Payment Method
      </legend>
      <div className="clear-left grid gap-3">
        {paymentMethods.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-cream-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              value={method}
              className="mt-1 size-4 accent-brand-700"
              {...register('paymentMethod')}
            />
            <span>
              <span className="block font-semibold text-stone-900">
                {paymentMethodLabels[method]}
              </span>
              <span className="block text-sm text-stone-600">{hints[method]}</span>
            </span>
          </label>
        ))}
        {chosen === 'gcash' && <GcashInstructions gcash={gcash} />}
      </div>
    </fieldset>
  )
}
