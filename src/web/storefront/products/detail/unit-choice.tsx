import { formatPeso } from '#shared/money.ts'
import { type CartUnit, unitPriceCentavos } from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { canBuy, unitLabels } from '#web/storefront/products/lib/purchase-units.ts'
import { cn } from '#web/ui/cn.ts'

/**
 * Radio buttons for the unit, each with its price (500 g is half the kilogram price)
 * at `perKg`, the chosen extras included.
 */
export function UnitChoice({
  product,
  units,
  perKg,
  value,
  onChange,
}: {
  product: PublicProduct
  units: readonly CartUnit[]
  perKg: number
  value: CartUnit
  onChange: (unit: CartUnit) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">Unit</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {units.map((unit) => (
          <label
            key={unit}
            className={cn(
              'relative flex cursor-pointer flex-col rounded-lg border-2 px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              unit === value
                ? 'border-brand-700 bg-brand-50'
                : 'border-stone-200 hover:border-stone-400',
              !canBuy(product, unit) && 'opacity-60',
            )}
          >
            <input
              type="radio"
              name={`unit-${product.id}`}
              value={unit}
              checked={unit === value}
              disabled={!canBuy(product, unit)}
              onChange={() => onChange(unit)}
              // Invisible but covering the whole card, so a click anywhere on it is a click on the radio.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="font-semibold text-stone-900">{unitLabels[unit]}</span>
            <span className="text-sm text-stone-700">
              {formatPeso(unitPriceCentavos(perKg, unit))}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
