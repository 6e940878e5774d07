import type { ReactNode } from 'react'

/** One titled block of the checkout form (a fieldset, so its legend names its fields). */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-bold text-stone-900">{title}</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
