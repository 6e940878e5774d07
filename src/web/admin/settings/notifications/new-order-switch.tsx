import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The real-time new-order email switch (and, with `label`, each order text's): a
 * native checkbox shown as a switch.
 */
export function NewOrderSwitch({
  registration,
  checked,
  label = 'Send an email for every new order',
}: {
  registration: UseFormRegisterReturn
  checked: boolean
  label?: string
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-900">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="peer sr-only"
        {...registration}
      />
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="font-medium">{label}</span>
    </label>
  )
}
