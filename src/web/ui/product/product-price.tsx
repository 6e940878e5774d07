import { formatPeso } from '#shared/money.ts'
import { cn } from '#web/ui/cn.ts'

interface PriceProps {
  priceCentavos: number
  discountPriceCentavos: number | null
  /** What the price is for, e.g. '/kg' or 'per 500 g'; none for a bundle. */
  per?: string
  size?: 'md' | 'lg'
  className?: string
}

/**
 * The price a shopper pays, and with a discount the old price struck through after
 * it. Screen readers hear 'Sale price ₱280.00, was ₱320.00'.
 */
export function Price({
  priceCentavos,
  discountPriceCentavos,
  per,
  size = 'md',
  className,
}: PriceProps) {
  const big = size === 'lg'
  const onSale = discountPriceCentavos !== null && discountPriceCentavos < priceCentavos
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {onSale ? (
        <>
          <span className="sr-only">Sale price</span>
          <span className={cn('font-bold text-brand-700', big ? 'text-3xl' : 'text-lg')}>
            {formatPeso(discountPriceCentavos)}
          </span>
          <span className="sr-only">, was</span>
          <s className={cn('text-stone-600', big ? 'text-lg' : 'text-sm')}>
            {formatPeso(priceCentavos)}
          </s>
        </>
      ) : (
        <span className={cn('font-bold text-stone-900', big ? 'text-3xl' : 'text-lg')}>
          {formatPeso(priceCentavos)}
        </span>
      )}
      {per && <span className={cn('text-stone-600', big ? 'text-base' : 'text-sm')}>{per}</span>}
    </p>
  )
}
