import { useId } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { type PaymentMethod, paymentMethodLabels } from '#shared/order-status.ts'
import { payAfterWeighMessages } from '#shared/pay-after-weigh.ts'
import type { GcashSettings } from '#shared/schemas/settings.ts'
import type { CheckoutFormInput } from '#web/checkout/checkout-form-schema.ts'
import { GcashInstructions } from './gcash-instructions.tsx'

const hints = {
  cod: 'Pay in cash when your order arrives.',
  gcash: 'Send the payment to our GCash account.',
  online: onlinePaymentMessages.checkoutHint,
} as const

/**
 * Cash on Delivery (default) or GCash; choosing GCash shows where to send the money and,
 * when a line is priced by packed weight (`weighed`), when to pay: now, or after we weigh
 * (issue 28 §3).
 */
export function PaymentMethodFieldset({
  gcash,
  methods,
  weighed,
}: {
  gcash: GcashSettings
  /** What the server offers (`CheckoutOptions.paymentMethods`), in order. */
  methods: readonly PaymentMethod[]
  weighed: boolean
}) {
  const online = methods.includes('online')
  const label = (method: PaymentMethod) => {
    if (method === 'online') return onlinePaymentMessages.checkoutLabel
    if (method === 'gcash' && online) return onlinePaymentMessages.manualGcashLabel
    return paymentMethodLabels[method]
  }
  const { register } = useFormContext<CheckoutFormInput>()
  const chosen = useWatch<CheckoutFormInput, 'paymentMethod'>({ name: 'paymentMethod' })
  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-stone-900">
        Payment Method
      </legend>
      <div className="clear-left grid gap-3">
        {methods.map((method) => (
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
              <span className="block font-semibold text-stone-900">{label(method)}</span>
              <span className="block text-sm text-stone-600">{hints[method]}</span>
            </span>
          </label>
        ))}
        {chosen === 'online' && weighed && (
          <p className="rounded-lg bg-cream-50 p-3 text-sm text-stone-700">
            {onlinePaymentMessages.weighedHint}
          </p>
        )}
        {chosen === 'gcash' && weighed && <PayWhenChoice />}
        {chosen === 'gcash' && <GcashInstructions gcash={gcash} />}
      </div>
    </fieldset>
  )
}

const payWhenOptions = [
  { value: false, label: payAfterWeighMessages.payNowLabel },
  { value: true, label: payAfterWeighMessages.optionLabel },
] as const

/** GCash with weighed lines: pay the estimate now (default) or the final amount after weighing. */
function PayWhenChoice() {
  const { control } = useFormContext<CheckoutFormInput>()
  const name = useId()
  return (
    <Controller
      control={control}
      name="payAfterWeigh"
      render={({ field }) => (
        <fieldset className="min-w-0 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">When to pay</legend>
          <div className="grid gap-2">
            {payWhenOptions.map((option) => (
              <label key={String(option.value)} className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name={name}
                  className="mt-1 size-4 accent-brand-700"
                  checked={(field.value ?? false) === option.value}
                  onChange={() => field.onChange(option.value)}
                  onBlur={field.onBlur}
                  ref={option.value ? undefined : field.ref}
                />
                <span className="text-sm text-stone-900">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  )
}
