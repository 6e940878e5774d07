import type { UseFormReturn } from 'react-hook-form'
import { orderTextKinds, textKindLabels } from '#shared/order-texts.ts'
import type { NotificationSettingsWrite } from '#shared/schemas/admin-notifications.ts'
import { NewOrderSwitch } from './new-order-switch.tsx'
import type { NotificationForm } from './notification-form-values.ts'

/**
 * One switch per order text (SMS), saved with the rest of the form. A text goes only
 * to a shopper who ticked 'Text me updates about this order'; the checkout's code is
 * always sent, so it has no switch.
 */
export function OrderTextSwitches({
  form,
}: {
  form: UseFormReturn<NotificationForm, unknown, NotificationSettingsWrite>
}) {
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-900">Order texts (SMS)</legend>
      <p className="text-sm text-stone-700">
        Sent to shoppers who chose 'Text me updates about this order' at checkout.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {orderTextKinds.map((kind) => (
          <NewOrderSwitch
            key={kind}
            label={textKindLabels[kind]}
            registration={form.register(`orderTexts.${kind}`)}
            checked={form.watch(`orderTexts.${kind}`)}
          />
        ))}
      </div>
    </fieldset>
  )
}
