import { ShoppingCart } from 'lucide-react'
import { useId, useState } from 'react'
import { formatPeso } from '#shared/money.ts'
import {
  type CartUnit,
  effectivePricePerKg,
  lineTotalCentavos,
  unitGrams,
  unitPriceCentavos,
} from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'
import { useAddToCart } from '#web/cart/add-to-cart.ts'
import { PackedEstimate } from '#web/cart/packed-estimate.tsx'
import { productCartLine } from '#web/storefront/products/lib/product-cart-line.ts'
import {
  canBuy,
  maxQuantityFor,
  minQuantityFor,
  unitLabels,
  unitsFor,
} from '#web/storefront/products/lib/purchase-units.ts'
import { Button } from '#web/ui/button.tsx'
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx'
import { UnitChoice } from './unit-choice.tsx'

const clamp = (n: number, min: number, max: number) =>
  Math.min(Math.max(n, min), Math.max(min, max))

/** Unit (1 kg or 500 g at half the kilogram price), quantity, the total and Add to Cart. */
export function PurchasePanel({ product }: { product: PublicProduct }) {
  const units = unitsFor(product)
  const [unit, setUnit] = useState<CartUnit>(() => units.find((u) => canBuy(product, u)) ?? 'kg')
  const [quantity, setQuantity] = useState(() => minQuantityFor(product, unit))
  const quantityId = useId()
  const addToCart = useAddToCart()

  const min = minQuantityFor(product, unit)
  const max = maxQuantityFor(product, unit)
  const available = canBuy(product, unit)
  const unitPrice = unitPriceCentavos(effectivePricePerKg(product), unit)
  const total = lineTotalCentavos(unitPrice, quantity)

  const chooseUnit = (next: CartUnit) => {
    setUnit(next)
    setQuantity((q) => clamp(q, minQuantityFor(product, next), maxQuantityFor(product, next)))
  }

  return (
    <div className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      {units.length > 1 ? (
        <UnitChoice product={product} units={units} value={unit} onChange={chooseUnit} />
      ) : (
        <p className="text-stone-700">
          Sold by the kilogram: {formatPeso(unitPrice)} per {unitLabels[unit]}.
        </p>
      )}
      {/* Nothing here changes size as the quantity changes: the total has a row of its
          own and the stock note a line kept for it, so a tap on Add to Cart right after
          typing lands where the button was (issue 26). */}
      <div>
        <label htmlFor={quantityId} className="block text-sm font-semibold text-stone-800">
          Quantity ({unitLabels[unit]} each)
        </label>
        <div className="mt-2 flex items-center gap-3">
          <QuantityStepper
            id={quantityId}
            className="shrink-0"
            value={quantity}
            onChange={setQuantity}
            min={min}
            max={Math.max(min, max)}
            disabled={!available}
          />
          <p aria-live="polite" className="min-w-0 text-sm font-semibold text-amber-800">
            {available && quantity >= max ? `Only ${formatKg(product.stockGrams)} left` : null}
          </p>
        </div>
      </div>
      <p className="flex items-baseline justify-between gap-3 whitespace-nowrap" aria-live="polite">
        <span className="text-sm text-stone-600">
          Total for {formatKg(unitGrams(unit, product.averagePieceGrams) * quantity)}
        </span>
        <span className="text-2xl font-bold text-stone-900">{formatPeso(total)}</span>
      </p>
      {product.pricedByPackedWeight && (
        // Meat is not cut to the gram: the shopper pays what is packed (docs/product-rules.md §13).
        <div aria-live="polite">
          <PackedEstimate amountCentavos={total} className="text-sm text-stone-700" />
        </div>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={!available}
        onClick={() => addToCart(productCartLine(product, unit, quantity))}
      >
        {available ? (
          <>
            <ShoppingCart aria-hidden="true" className="size-5" />
            Add to Cart
          </>
        ) : (
          'Out of Stock'
        )}
      </Button>
    </div>
  )
}
