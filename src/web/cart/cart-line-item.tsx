import { Trash2, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { unitPriceCentavos } from '#shared/pricing.ts'
import { PLACEHOLDER_IMAGE } from '#web/ui/product/product-image.ts'
import { LineChoices, LineNoteField, RunOutSelect } from './cart-line-preparation.tsx'
import { CartQuantityStepper, lineName } from './cart-quantity-stepper.tsx'
import type { CartLine } from './cart-rules.ts'
import { cart } from './cart-store.ts'
import { PackedEstimate } from './packed-estimate.tsx'
import type { PricedLine } from './priced-cart.ts'

const perUnit = (line: CartLine) =>
  line.unit === 'item'
    ? 'each'
    : line.unit === 'bundle'
      ? 'per bundle'
      : line.unit === 'kg'
        ? 'per kg'
        : line.unit === 'piece'
          ? 'per piece'
          : 'per 500 g'

/** The undiscounted price of one unit, shown struck through when the shopper pays less. */
const regularUnitPrice = (line: CartLine) =>
  line.kind === 'product'
    ? unitPriceCentavos(line.priceCentavos, line.unit, line.averagePieceGrams ?? null)
    : line.priceCentavos

function UnitPrice({ priced }: { priced: PricedLine }) {
  const regular = regularUnitPrice(priced.line)
  const discounted = priced.unitPriceCentavos < regular
  return (
    <p className="mt-1 text-sm text-stone-700">
      <span className="font-semibold text-stone-900">{formatPeso(priced.unitPriceCentavos)}</span>
      {discounted && (
        <>
          {' '}
          <s className="text-stone-600">
            <span className="sr-only">was </span>
            {formatPeso(regular)}
          </s>
        </>
      )}{' '}
      <span className="whitespace-nowrap">{perUnit(priced.line)}</span>
    </p>
  )
}

/** A hosted-store price changed since adding: the shopper takes it knowingly, or removes the line. */
function AcceptPriceButton({ priced }: { priced: PricedLine }) {
  if (priced.status !== 'price_changed') return null
  return (
    <button
      type="button"
      onClick={() => cart.acceptPrice(priced.line.cartId, priced.unitPriceCentavos)}
      className="mt-2 inline-flex min-h-8 items-center rounded-md border border-brand-700 px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Accept new price<span className="sr-only"> for {lineName(priced.line)}</span>
    </button>
  )
}

export function CartLineItem({ priced }: { priced: PricedLine }) {
  const { line, status, message } = priced
  const flagged = status !== 'ok'
  const messageId = useId()
  const href =
    line.kind === 'hosted'
      ? paths.storeProduct(line.productId)
      : line.kind === 'bundle'
        ? paths.bundles
        : paths.product(line.id)
  return (
    <li className="flex gap-4 py-5" aria-describedby={flagged ? messageId : undefined}>
      <img
        src={line.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-lg bg-cream-100 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">
            <Link to={href} className="rounded-sm hover:text-brand-800 hover:underline">
              {line.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {line.kind === 'product'
              ? line.cutType
              : line.kind === 'hosted'
                ? line.variantTitle
                : 'Bundle'}
          </p>
          {line.kind === 'product' && <LineChoices line={line} />}
          <UnitPrice priced={priced} />
          {priced.pricedByPackedWeight && !flagged && (
            <PackedEstimate amountCentavos={priced.lineTotalCentavos} />
          )}
          {flagged && (
            <p
              id={messageId}
              className="mt-2 flex gap-1.5 rounded-md bg-brand-50 px-2 py-1.5 text-sm font-medium text-brand-800"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message ?? 'This item cannot be ordered right now.'}
            </p>
          )}
          <AcceptPriceButton priced={priced} />
          {line.kind !== 'hosted' && <LineNoteField line={line} />}
          {line.kind === 'product' && <RunOutSelect line={line} />}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
          <CartQuantityStepper line={line} />
          <p className="text-base font-bold text-stone-900">
            {flagged ? (
              <s className="font-semibold text-stone-600">
                {formatPeso(priced.lineTotalCentavos)}
                <span className="sr-only"> (not included in the total)</span>
              </s>
            ) : (
              formatPeso(priced.lineTotalCentavos)
            )}
          </p>
          <RemoveButton line={line} />
        </div>
      </div>
    </li>
  )
}

function RemoveButton({ line }: { line: CartLine }) {
  return (
    <button
      type="button"
      onClick={() => cart.remove(line.cartId)}
      className="inline-flex min-h-8 items-center gap-1 rounded-sm px-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Remove<span className="sr-only"> {lineName(line)}</span>
    </button>
  )
}
