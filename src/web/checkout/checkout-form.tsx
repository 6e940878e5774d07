import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import type { FieldErrors } from '#shared/api-error.ts'
import { phoneVerificationMessages } from '#shared/phone-verification.ts'
import type { CheckoutOptions, PublicOrder } from '#shared/schemas/orders.ts'
import { cartKeys } from '#web/cart/api/cart-keys.ts'
import { useCartQuote } from '#web/cart/api/quote-cart.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'
import { priceCart } from '#web/cart/priced-cart.ts'
import { toQuoteLine } from '#web/cart/quote-line.ts'
import {
  deliverySlotsQueryOptions,
  useDeliverySlots,
} from '#web/checkout/api/get-delivery-slots.ts'
import { usePlaceOrder } from '#web/checkout/api/place-order.ts'
import { useResendPhoneCode } from '#web/checkout/api/resend-phone-code.ts'
import { CheckoutSummary } from '#web/checkout/components/checkout-summary.tsx'
import { CustomerFields, ShippingFields } from '#web/checkout/components/customer-fields.tsx'
import { DeliverySlotFields } from '#web/checkout/components/delivery-slot-fields.tsx'
import { PaymentMethodFieldset } from '#web/checkout/components/payment-method-fieldset.tsx'
import { PhoneCodePanel } from '#web/checkout/components/phone-code-panel.tsx'
import {
  type PhoneCodeStep,
  phoneCodeStep,
  stepForPhone,
  typedCode,
} from '#web/checkout/phone-code-step.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { apiErrorMessage } from '#web/lib/api-error-message.ts'
import { type ApiForm, showFieldErrors, useApiForm } from '#web/lib/forms/use-api-form.ts'
import { useOnline } from '#web/lib/use-online.ts'
import { toast } from '#web/ui/toast.ts'
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutFieldNames,
  checkoutFormSchema,
  emptyCheckoutForm,
  zoneOfCity,
} from './checkout-form-schema.ts'
import { checkoutTotals } from './checkout-totals.ts'
import { leftBeforeAnswer, OfflineAtPlaceOrderError } from './confirm-order.ts'
import {
  chosenArrival,
  type DeliveryChoice,
  earliestChoice,
  keptOrEarliest,
} from './delivery-choice.ts'
import { forgetDetails, keepDetails, keptDetailFields, keptDetails } from './kept-details.ts'
import {
  forgetUnconfirmedOrder,
  rememberUnconfirmedOrder,
  unconfirmedOrderKey,
} from './unconfirmed-order.ts'

const newKey = () => crypto.randomUUID()

/**
 * Said in the summary and the toast alike when 'Place Order' is pressed as the
 * connection drops (while offline the button waits, with the reason below).
 */
export const OFFLINE_AT_PLACE_ORDER =
  'You are offline. Your order has not been placed; your cart and details are kept. Place it when you are back online.'

/** Said under 'Place Order' while the browser is offline, and the button waits. */
export const PLACE_ORDER_WAITS_OFFLINE =
  'You are offline. Place Order works again when you are back online; your cart and details are kept.'

/** Aborted when the checkout unmounts (the shopper left): checking for a lost answer stops. */
function useLeaveSignal() {
  const leave = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    leave.current = controller
    return () => controller.abort()
  }, [])
  return () => leave.current?.signal
}

/**
 * The details typed at checkout are kept on the device (kept-details.ts): filled in
 * once the page runs (where the shopper has not typed yet), and kept as they change.
 * A kept city the shop no longer serves is left out, with its province and barangay.
 */
function useKeptDetails(
  form: ApiForm<CheckoutFormInput, CheckoutFormValues>,
  options: CheckoutOptions,
) {
  // Read once per visit: the options only decide what of the kept address still applies.
  const served = useRef(options.provinces)
  useEffect(() => {
    const kept = keptDetails()
    const cityServed = zoneOfCity({ provinces: served.current }, kept.cityCode) !== undefined
    for (const field of keptDetailFields) {
      const value = kept[field]
      const isAddressCode =
        field === 'provinceCode' || field === 'cityCode' || field === 'barangayCode'
      if (!value || (isAddressCode && !cityServed)) continue
      if (form.getValues(field)) continue
      form.setValue(field, value)
    }
    const watching = form.watch((values) => keepDetails(values))
    return () => watching.unsubscribe()
  }, [form])
}

/** 'Forget my details': the device keeps nothing, and the fields are emptied. */
function forgetTypedDetails(form: ApiForm<CheckoutFormInput, CheckoutFormValues>) {
  for (const field of keptDetailFields) form.setValue(field, '')
  // After the fields: emptying them one by one keeps what is left until the last.
  forgetDetails()
  toast.success('Details Forgotten', {
    description: 'Your name, contact and address were removed from this device.',
  })
}

/** Sets the delivery date and time without checking them, so a message beside them stays. */
function setDeliveryChoice(
  form: ApiForm<CheckoutFormInput, CheckoutFormValues>,
  choice: DeliveryChoice | null,
) {
  // Cleared (no open window, or the zone's slots not loaded yet), the form's own check names them.
  form.setValue('deliveryDate', choice?.date as string)
  form.setValue('deliveryWindowId', choice?.windowId as number)
}

/** The delivery field a 409 names: the window filled up or passed, or the cutoff passed. */
function refusedDeliveryField(fields: FieldErrors | undefined) {
  if (fields?.deliveryWindowId) return 'deliveryWindowId' as const
  if (fields?.deliveryDate) return 'deliveryDate' as const
  return null
}

interface CheckoutFormProps {
  lines: CartLine[]
  options: CheckoutOptions
  onPlaced: (order: PublicOrder) => void
}

export function CheckoutForm({ lines, options, onPlaced }: CheckoutFormProps) {
  // One key per visit: a double click or a retry after a lost answer returns the same order.
  // An order sent from this cart whose answer was lost keeps its key across visits.
  const [idempotencyKey, setIdempotencyKey] = useState(
    () => unconfirmedOrderKey(lines.map(toQuoteLine)) ?? newKey(),
  )
  const [problem, setProblem] = useState<string | null>(null)
  // The code texted to the phone, once 'Place Order' asked for one (issue 27).
  const [codeStep, setCodeStep] = useState<PhoneCodeStep | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [resendProblem, setResendProblem] = useState<string | null>(null)
  const resendCode = useResendPhoneCode()
  // The answer to 'Place Order' was lost; the same request is being sent again.
  const [checking, setChecking] = useState(false)
  const leaveSignal = useLeaveSignal()
  const queryClient = useQueryClient()
  const online = useOnline()
  const placeOrder = usePlaceOrder()
  const quote = useCartQuote(lines)
  const priced = priceCart(lines, quote.data)

  /** Nothing was written: a fresh key keeps the next attempt from meeting this refusal. */
  const refused = (message: string) => {
    forgetUnconfirmedOrder()
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
    submit: async (values) => {
      setProblem(null)
      const signal = leaveSignal()
      const quoteLines = lines.map(toQuoteLine)
      // The number changed since the code was sent: that code means nothing for it.
      const step = stepForPhone(codeStep, values.phone)
      const verificationCode = step ? typedCode(code) : null
      if (step && verificationCode === null) {
        setCodeError(phoneVerificationMessages.codeShape)
        return null
      }
      setCodeError(null)
      try {
        return await placeOrder.mutateAsync({
          body: {
            ...values,
            // Only offered (and only sent) for GCash with a line priced by packed weight.
            payAfterWeigh:
              values.payAfterWeigh && values.paymentMethod === 'gcash' && priced.estimated,
            lines: quoteLines,
            idempotencyKey,
            ...(verificationCode ? { verificationCode } : {}),
          },
          onUnconfirmed: () => {
            setChecking(true)
            // Should the shopper leave before the answer, coming back sends this key again.
            rememberUnconfirmedOrder(idempotencyKey, quoteLines)
          },
          signal,
        })
      } finally {
        if (!signal?.aborted) setChecking(false)
      }
    },
    onSuccess: (order, form) => {
      if (order === null) return
      if ('verification' in order) {
        // Nothing was placed: the shopper enters the texted code, then presses again.
        setCodeStep(phoneCodeStep(order, form.getValues('phone'), Date.now()))
        setCode('')
        setResendProblem(null)
        return
      }
      forgetUnconfirmedOrder()
      toast.success('Thank you for your order!', { description: `Order ${order.orderId}` })
      onPlaced(order)
    },
    onFailure: (error, form) => {
      // The shopper left while the page was checking: nobody is here to tell.
      if (leftBeforeAnswer(leaveSignal(), error)) return true
      // Nothing was sent, so the key stays: pressing again later is the same attempt.
      if (error instanceof OfflineAtPlaceOrderError) {
        setProblem(OFFLINE_AT_PLACE_ORDER)
        toast.error('Order Not Placed', { description: OFFLINE_AT_PLACE_ORDER })
        return true
      }
      // The code was wrong or spent: said under it, and nothing else changes.
      const refusedCode = isApiError(error) ? error.fields?.verificationCode : undefined
      if (refusedCode) {
        setCodeError(refusedCode)
        return true
      }
      // A refused field goes beside it; a refused line (sold out, repriced) beside the summary.
      if (isApiError(error) && error.status === 422) {
        const shown = showFieldErrors(form, error, checkoutFieldNames)
        // A date closed or a window removed meanwhile: the fresh slots drop it.
        if (refusedDeliveryField(error.fields)) void refreshSlots(form)
        refused(
          shown?.other[0] ??
            (shown && shown.placed > 0 ? 'Please check the highlighted fields.' : error.message),
        )
        return true
      }
      if (isApiError(error) && error.status === 409) {
        refused(error.message)
        toast.error('Order Not Placed', { description: error.message })
        const field = refusedDeliveryField(error.fields)
        if (field) {
          form.setError(field, { message: error.fields?.[field] ?? error.message })
          void refreshSlots(form).then((fresh) => {
            if (fresh) setDeliveryChoice(form, earliestChoice(fresh.dates))
          })
        }
        return true
      }
      // Anything else also gets the toast below.
      setProblem(apiErrorMessage(error))
      return false
    },
    failureTitle: 'Order Not Placed',
  })
  const [cityCode, deliveryDate, deliveryWindowId] = useWatch({
    control: form.control,
    name: ['cityCode', 'deliveryDate', 'deliveryWindowId'],
  })
  // The zone, its fee and its dates follow from the city (issue 28 §10).
  const zoneId = zoneOfCity(options, cityCode)
  useKeptDetails(form, options)
  const totals = checkoutTotals(priced.subtotalCentavos, options, zoneId)
  const typedPhone = useWatch({ control: form.control, name: 'phone' })
  const shownCodeStep = stepForPhone(codeStep, typedPhone)

  async function resend() {
    if (!shownCodeStep) return
    setResendProblem(null)
    try {
      const sent = await resendCode.mutateAsync(shownCodeStep.typedPhone)
      setCodeStep(phoneCodeStep(sent, shownCodeStep.typedPhone, Date.now()))
      setCode('')
      setCodeError(null)
      toast.success('Code sent', {
        description: `We sent a new code to ${sent.verification.phone}.`,
      })
    } catch (error) {
      setResendProblem(apiErrorMessage(error))
    }
  }

  function changeNumber() {
    setCodeStep(null)
    setCode('')
    setCodeError(null)
    form.setFocus('phone')
  }
  const slots = useDeliverySlots(zoneId)
  const arrival = chosenArrival(slots.data, deliveryDate, deliveryWindowId)

  // Slots arrived or changed (another zone, a refresh): keep the choice while it is
  // open, else preselect the earliest open window.
  useEffect(() => {
    const { deliveryDate: date, deliveryWindowId: windowId } = form.getValues()
    const next = slots.data ? keptOrEarliest(slots.data.dates, { date, windowId }) : null
    if (next?.date !== date || next?.windowId !== windowId) setDeliveryChoice(form, next)
  }, [slots.data, form])

  /**
   * The zone's slots as they are now, after the server refused the date or window
   * (a 409: filled up, passed, the cutoff passed; a 422: closed or removed meanwhile).
   */
  async function refreshSlots(refusedForm: typeof form) {
    const zone = zoneOfCity(options, refusedForm.getValues('cityCode'))
    if (zone === undefined) return null
    try {
      return await queryClient.fetchQuery({ ...deliverySlotsQueryOptions(zone), staleTime: 0 })
    } catch {
      // The slots query shows its own load error with Try again.
      return null
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={placing}>
        <fieldset
          disabled={placing}
          className="grid min-w-0 items-start gap-6 lg:grid-cols-[1fr_24rem]"
        >
          <legend className="sr-only">Checkout</legend>
          <div className="grid min-w-0 gap-6">
            <CustomerFields onForget={() => forgetTypedDetails(form)} />
            <ShippingFields options={options} zoneId={zoneId}>
              <DeliverySlotFields zoneId={zoneId} slots={slots} />
            </ShippingFields>
            <PaymentMethodFieldset
              gcash={options.gcash}
              methods={options.paymentMethods}
              weighed={priced.estimated}
            />
          </div>
          <CheckoutSummary
            priced={priced}
            totals={totals}
            arrival={arrival}
            // A served city whose zone has no open window (or not loaded yet) cannot take the order.
            canPlace={zoneId === undefined || arrival !== null}
            // Offline nothing can be placed, and the button says why it waits (decision 0067);
            // an order already sent is checked again by itself once online.
            waitReason={online || placing ? null : PLACE_ORDER_WAITS_OFFLINE}
            placing={placing}
            checking={checking}
            problem={problem}
            phoneCode={
              shownCodeStep && (
                <PhoneCodePanel
                  step={shownCodeStep}
                  code={code}
                  onCodeChange={(next) => {
                    setCode(next)
                    setCodeError(null)
                  }}
                  error={codeError}
                  resendProblem={resendProblem}
                  resending={resendCode.isPending}
                  onResend={() => void resend()}
                  onChangeNumber={changeNumber}
                />
              )
            }
          />
        </fieldset>
      </form>
    </FormProvider>
  )
}
