import type { UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { bundleSavingWarning } from '#shared/bundle-value.ts'
import { formatPeso, parsePesos } from '#shared/money.ts'
import type { BundleInput, BundleWrite } from '#shared/schemas/admin-catalog.ts'

type BundleFormApi = UseFormReturn<BundleInput, unknown, BundleWrite>

/**
 * 'Bought separately: ₱x' under the prices (issue 31 §7): the saved contents at today's
 * prices (the server's `separatePriceCentavos`), and a warning as soon as the prices
 * typed claim a saving larger than the real one. Shoppers never see a 'was' price above
 * the contents bought separately; this tells staff before they save.
 */
export function BundleValueCheck({
  form,
  separatePriceCentavos,
}: {
  form: BundleFormApi
  separatePriceCentavos: number | null
}) {
  const [price, discountPrice] = useWatch({
    control: form.control,
    name: ['price', 'discountPrice'],
  })
  if (separatePriceCentavos === null) return null
  const base = parsePesos(String(price ?? ''))
  const deal = String(discountPrice ?? '').trim() === '' ? null : parsePesos(String(discountPrice))
  const warning =
    base === null
      ? null
      : bundleSavingWarning({
          priceCentavos: base,
          discountPriceCentavos: deal,
          separatePriceCentavos,
        })
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-stone-700">
        Bought separately: <span className="font-medium">{formatPeso(separatePriceCentavos)}</span>{' '}
        <span className="text-stone-600">(the saved contents at today&apos;s prices)</span>
      </p>
      {warning && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          {warning}
        </p>
      )}
    </div>
  )
}
