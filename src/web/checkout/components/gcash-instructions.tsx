import { Smartphone } from 'lucide-react'
import type { GcashSettings } from '#shared/schemas/settings.ts'

/** Where to send a GCash payment, as set by the shop. */
export function GcashInstructions({ gcash, id }: { gcash: GcashSettings; id?: string }) {
  return (
    <section
      id={id}
      aria-label="GCash payment details"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-stone-800"
    >
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <Smartphone aria-hidden="true" className="size-4 text-sky-800" />
        Pay with GCash
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">Account name</dt>
        <dd className="font-medium">{gcash.accountName}</dd>
        <dt className="text-stone-600">Account number</dt>
        <dd className="font-medium tabular-nums">{gcash.accountNumber}</dd>
      </dl>
      {gcash.instructions && <p className="mt-2 whitespace-pre-line">{gcash.instructions}</p>}
    </section>
  )
}
