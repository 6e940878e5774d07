import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useCartCount } from '#web/lib/use-cart-count.ts'

export function CartLink() {
  const count = useCartCount()
  const label = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
  return (
    <Link
      to={paths.cart}
      aria-label={label}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-cream-100 hover:text-brand-800"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
