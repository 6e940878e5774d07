import { cn } from '#web/ui/cn.ts'

interface HostedPriceProps {
  /** Already formatted by the server in the product's currency ('₱4,500.00'). */
  price: string | null
  salePrice: string | null
  size?: 'md' | 'lg'
  className?: string
}

/**
 * The sale price first and the original struck through after it (docs/product-rules.md §2).
 * Screen readers hear 'Sale price ₱4,000.00, was ₱4,500.00'.
 */
export function HostedPrice({ price, salePrice, size = 'md', className }: HostedPriceProps) {
  const big = size === 'lg'
  if (price === null && salePrice === null) return null
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {salePrice !== null ? (
        <>
          <span className="sr-only">Sale price</span>
          <span className={cn('font-bold text-brand-700', big ? 'text-3xl' : 'text-lg')}>
            {salePrice}
          </span>
          {price !== null && (
            <>
              <span className="sr-only">, was</span>
              <s className={cn('text-stone-600', big ? 'text-lg' : 'text-sm')}>{price}</s>
            </>
          )}
        </>
      ) : (
        <span className={cn('font-bold text-stone-900', big ? 'text-3xl' : 'text-lg')}>
          {price}
        </span>
      )}
    </p>
  )
}
