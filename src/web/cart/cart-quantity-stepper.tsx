import { Minus, Plus } from 'lucide-react'
import { lineTitleWithChoices } from '#shared/preparation-line.ts'
import { piecesLabel } from '#shared/pricing.ts'
import { cn } from '#web/ui/cn.ts'
import { type CartLine, hostedLineTitle } from './cart-rules.ts'
import { cart } from './cart-store.ts'

/** The quote API accepts at most this many units per line. */
export const MAX_LINE_QUANTITY = 1000

/**
 * '2 kg', '3 × 500 g', '2 pcs (about 700 g)', '1 bundle', '2 bundles', '× 2' (pieces of a
 * hosted-store product).
 */
export function quantityText(
  line: Pick<CartLine, 'unit' | 'quantity'> & { averagePieceGrams?: number | null },
): string {
  if (line.unit === 'item') return `× ${line.quantity}`
  if (line.unit === 'piece') {
    return line.averagePieceGrams
      ? piecesLabel(line.quantity, line.averagePieceGrams)
      : `${line.quantity} ${line.quantity === 1 ? 'pc' : 'pcs'}`
  }
  if (line.unit === 'bundle') return `${line.quantity} bundle${line.quantity === 1 ? '' : 's'}`
  if (line.unit === 'kg') return `${line.quantity} kg`
  return `${line.quantity} × 500 g`
}

/**
 * Name, choices and unit, so two lines of one product are told apart:
 * 'Pork Belly (Liempo), 500 g', 'Ribeye, 1.5 in, fat on, kg'.
 */
export function lineName(line: CartLine): string {
  if (line.kind === 'hosted') return hostedLineTitle(line)
  if (line.kind === 'bundle') return line.name
  const unit = line.unit === 'kg' ? 'kg' : line.unit === 'piece' ? 'pieces' : '500 g'
  return `${lineTitleWithChoices(line.name, line.choices ?? [])}, ${unit}`
}

const stepClass =
  'flex size-10 items-center justify-center text-stone-800 hover:bg-cream-100 disabled:pointer-events-none disabled:text-stone-400'

/**
 * Minus and plus. Minus stops at 1 rather than removing the line: a slip of the
 * thumb should not empty a line; Remove is beside it and says what it does.
 */
export function CartQuantityStepper({ line }: { line: CartLine }) {
  const name = lineName(line)
  return (
    <fieldset className="inline-flex items-center rounded-md border border-stone-300 bg-white">
      <legend className="sr-only">Quantity of {name}</legend>
      <button
        type="button"
        className={cn(stepClass, 'rounded-l-md')}
        disabled={line.quantity <= 1}
        onClick={() => cart.setQuantity(line.cartId, line.quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
        <span className="sr-only">Decrease quantity of {name}</span>
      </button>
      <output aria-live="polite" className="min-w-24 px-2 text-center text-sm font-semibold">
        {quantityText(line)}
      </output>
      <button
        type="button"
        className={cn(stepClass, 'rounded-r-md')}
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => cart.setQuantity(line.cartId, line.quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
        <span className="sr-only">Increase quantity of {name}</span>
      </button>
    </fieldset>
  )
}
