import { ShoppingCart } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { formatPeso } from '#shared/money.ts'
import {
  type CartUnit,
  effectivePricePerKg,
  lineTotalCentavos,
  piecesLabel,
  unitGrams,
  unitPriceCentavos,
} from '#shared/pricing.ts'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import { formatKg } from '#shared/weight.ts'
import { useAddToCart } from '#web/cart/add-to-cart.ts'
import { PackedEstimate } from '#web/cart/packed-estimate.tsx'
import { productCartLine } from '#web/storefront/products/lib/product-cart-line.ts'
import {
  checkPicked,
  optionGroupsOf,
  type Picked,
  pickedChoices,
  pricePerKgWith,
} from '#web/storefront/products/lib/product-options.ts'
import {
  canBuy,
  maxQuantityFor,
  minQuantityFor,
  unitLabels,
  unitsFor,
} from '#web/storefront/products/lib/purchase-units.ts'
import { Button } from '#web/ui/button.tsx'
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx'
import { OptionGroups } from './option-groups.tsx'
import { UnitChoice } from './unit-choice.tsx'

const clamp = (n: number, min: number, max: number) =>
  Math.min(Math.max(n, min), Math.max(min, max))

const piecesText = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`

/**
 * The unit (1 kg or 500 g at half the kilogram price), the preparation choices (issue
 * 31; after the unit, as a shopper says it at the counter: 'a kilo of liempo, cubed for
 * adobo'), the quantity or the pieces of a product sold by the piece, the total with
 * the chosen extras, and Add to Cart.
 */
export function PurchasePanel({ product }: { product: PublicProduct }) {
  const units = unitsFor(product)
  const groups = optionGroupsOf(product)
  const [unit, setUnit] = useState<CartUnit>(() => units.find((u) => canBuy(product, u)) ?? 'kg')
  const [quantity, setQuantity] = useState(() => minQuantityFor(product, unit))
  const [picked, setPicked] = useState<Picked>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [choiceMessage, setChoiceMessage] = useState<string | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const quantityId = useId()
  const addToCart = useAddToCart()

  const byPiece = unit === 'piece'
  const pieceGrams = product.averagePieceGrams ?? 0
  const min = minQuantityFor(product, unit)
  const max = maxQuantityFor(product, unit)
  const available = canBuy(product, unit)
  const chosen = pickedChoices(groups, picked)
  const perKg = pricePerKgWith(product, chosen)
  const extras = perKg - effectivePricePerKg(product)
  const unitPrice = unitPriceCentavos(perKg, unit, product.averagePieceGrams)
  const total = lineTotalCentavos(unitPrice, quantity)

  const chooseUnit = (next: CartUnit) => {
    setUnit(next)
    setQuantity((q) => clamp(q, minQuantityFor(product, next), maxQuantityFor(product, next)))
  }
  const choose = (groupId: string, choiceId: string) => {
    setPicked((p) => ({ ...p, [groupId]: choiceId }))
    setErrors(({ [groupId]: _done, ...rest }) => rest)
    setChoiceMessage(null)
  }
  const add = () => {
    const check = checkPicked(groups, picked)
    if (!check.ok) {
      // Nothing is added: each group left out says so beside it, and the first takes focus.
      setErrors(check.errors)
      setChoiceMessage(Object.keys(check.errors).length === 0 ? check.message : null)
      const first = groups.find((g) => check.errors[g.id])
      panel.current
        ?.querySelector<HTMLInputElement>(`[data-option-group="${first?.id}"] input:not(:disabled)`)
        ?.focus()
      return
    }
    addToCart(productCartLine(product, unit, quantity, check.chosen))
  }

  return (
    <div ref={panel} className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      {units.length > 1 ? (
        <UnitChoice
          product={product}
          units={units}
          perKg={perKg}
          value={unit}
          onChange={chooseUnit}
        />
      ) : byPiece ? (
        <p className="text-stone-700">
          Sold by the piece: about {pieceGrams} g each, {formatPeso(unitPrice)} a piece.
        </p>
      ) : (
        <p className="text-stone-700">
          Sold by the kilogram: {formatPeso(unitPrice)} per {unitLabels[unit]}.
        </p>
      )}
      <OptionGroups
        productId={product.id}
        groups={groups}
        chosen={picked}
        errors={errors}
        onChoose={choose}
      />
      {/* Nothing here changes size as the quantity changes: the total has a row of its
          own and the stock note a line kept for it, so a tap on Add to Cart right after
          typing lands where the button was (issue 26). */}
      <div>
        <label htmlFor={quantityId} className="block text-sm font-semibold text-stone-800">
          {byPiece ? `Pieces (about ${pieceGrams} g each)` : `Quantity (${unitLabels[unit]} each)`}
        </label>
        <div className="mt-2 flex items-center gap-3">
          <QuantityStepper
            id={quantityId}
            className="shrink-0"
            label={byPiece ? 'Pieces' : 'Quantity'}
            value={quantity}
            onChange={setQuantity}
            min={min}
            max={Math.max(min, max)}
            disabled={!available}
          />
          <p aria-live="polite" className="min-w-0 text-sm font-semibold text-amber-800">
            {available && quantity >= max
              ? `Only ${byPiece ? piecesText(max) : formatKg(product.stockGrams)} left`
              : byPiece
                ? piecesText(quantity)
                : null}
          </p>
        </div>
      </div>
      {extras > 0 && (
        <p className="text-sm text-stone-700" aria-live="polite">
          With your choices: {formatPeso(perKg)} per kg
        </p>
      )}
      <p className="flex items-baseline justify-between gap-3 whitespace-nowrap" aria-live="polite">
        <span className="text-sm text-stone-600">
          Total for{' '}
          {byPiece
            ? piecesLabel(quantity, pieceGrams)
            : formatKg(unitGrams(unit, product.averagePieceGrams) * quantity)}
        </span>
        <span className="text-2xl font-bold text-stone-900">{formatPeso(total)}</span>
      </p>
      {(product.pricedByPackedWeight || byPiece) && (
        // Meat is not cut to the gram: the shopper pays what is packed (docs/product-rules.md §13).
        <div aria-live="polite">
          <PackedEstimate amountCentavos={total} className="text-sm text-stone-700" />
        </div>
      )}
      {choiceMessage && (
        <p role="alert" className="text-sm font-semibold text-brand-800">
          {choiceMessage}
        </p>
      )}
      <Button size="lg" className="w-full" disabled={!available} onClick={add}>
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
