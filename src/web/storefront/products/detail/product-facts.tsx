import { type LucideIcon, MapPin, ShieldAlert, Truck, Weight } from 'lucide-react'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'

/** Origin, allergens, delivery areas and minimum order as a definition list. */
export function ProductFacts({ product }: { product: PublicProduct }) {
  const facts: { label: string; value: string; icon: LucideIcon }[] = [
    { label: 'Origin', value: product.origin || 'Local', icon: MapPin },
    { label: 'Allergens', value: product.allergens || 'None', icon: ShieldAlert },
    {
      label: 'Delivery Areas',
      value: product.deliveryAreas.length > 0 ? product.deliveryAreas.join(', ') : 'Ask us',
      icon: Truck,
    },
    {
      label: 'Minimum Order',
      value: product.minOrderGrams > 0 ? formatKg(product.minOrderGrams) : 'None',
      icon: Weight,
    },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
          <dt className="flex items-center gap-2 text-sm font-semibold text-stone-600">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-1 pl-7 text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
