import { Search } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { ORDER_ID_PREFIX } from '#shared/order-id.ts'
import type { OrderLookup } from '#web/checkout/api/lookup-order.ts'
import { Button } from '#web/ui/button.tsx'
import { FormField } from '#web/ui/form-field.tsx'
import { Input, RequiredEmailInput } from '#web/ui/input.tsx'
import type { OrderLookupMessages } from './order-lookup-check.ts'

interface OrderLookupFormProps {
  initial: OrderLookup
  busy: boolean
  onLookup: (lookup: OrderLookup) => void
}

type Field = keyof OrderLookup

/** The fields in the order they appear: the first with a message takes the focus. */
const fields: readonly Field[] = ['orderId', 'email']

/**
 * The check by the form's zod schema (the email checked as at checkout), loaded when
 * the shopper first uses the form: zod stays off the page's first load.
 */
const loadCheck = () => import('./order-lookup-check.ts').then((m) => m.checkOrderLookup)
const checkLookup = async (values: OrderLookup) => (await loadCheck())(values)

/**
 * Order ID and email; the page looks the order up with them (a POST, then the order's
 * page). Not react-hook-form, unlike the other forms: the lookup page is a landing page
 * (where a shopper without the link goes) held to the 150 KB first-page budget. It
 * behaves as those forms do:
 * checked by its zod schema on submit, the first field with a message focused, and
 * after a submit each message following what is typed.
 */
export function OrderLookupForm({ initial, busy, onLookup }: OrderLookupFormProps) {
  const [values, setValues] = useState(initial)
  const [messages, setMessages] = useState<OrderLookupMessages>({})
  const [submitted, setSubmitted] = useState(false)
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})

  // Follow the address bar (an old link's order id, back and forward).
  useEffect(() => {
    setValues(initial)
    setMessages({})
    setSubmitted(false)
  }, [initial])

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value }
    setValues(next)
    if (!submitted) return
    void checkLookup(next).then(({ messages: found }) =>
      setMessages((shown) => ({ ...shown, [field]: found[field] })),
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const { lookup, messages: found } = await checkLookup(values)
    setMessages(found)
    if (lookup) onLookup(lookup)
    else inputs.current[fields.find((field) => found[field]) ?? 'orderId']?.focus()
  }

  const control = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: onChange(field),
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input
    },
  })

  return (
    <form
      onSubmit={onSubmit}
      // Fetch the check while the shopper types, so the submit does not wait for it
      // (should this fetch fail, the submit asks again).
      onFocus={() => loadCheck().catch(() => undefined)}
      noValidate
      aria-label="Find your order"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
    >
      <FormField id="lookup-order-id" label="Order ID" error={messages.orderId}>
        {(c) => (
          <Input
            {...c}
            aria-required="true"
            placeholder={`${ORDER_ID_PREFIX}…`}
            {...control('orderId')}
          />
        )}
      </FormField>
      <FormField id="lookup-email" label="Email" error={messages.email}>
        {(c) => <RequiredEmailInput {...c} {...control('email')} />}
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={busy}>
        <Search aria-hidden="true" className="size-4" />
        Find Order
      </Button>
    </form>
  )
}
